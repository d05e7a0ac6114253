import { saveAnswersSchema } from '@/lib/schemas/compatibility';
import { route } from '@/lib/server/http';
import { getOwnAnswers } from '@/lib/server/compatibility/own-answers';
import { saveAnswers } from '@/lib/server/compatibility/save-answers';

export const GET = route({ auth: 'user' }, ({ session }) => getOwnAnswers(session.user.id));
export const PUT = route({ auth: 'user', body: saveAnswersSchema }, ({ session, body }) => saveAnswers(session.user.id, body.answers));
