import { questionIdParams } from '@/lib/schemas/compatibility';
import { route } from '@/lib/server/http';
import { deleteAnswer } from '@/lib/server/compatibility/delete-answer';

export const DELETE = route({ auth: 'user', params: questionIdParams }, ({ session, params }) => deleteAnswer(session.user.id, params.questionId));
