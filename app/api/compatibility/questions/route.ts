import { route } from '@/lib/server/http';
import { listQuestions } from '@/lib/server/compatibility/list-questions';

export const GET = route({ auth: 'user' }, () => listQuestions());
