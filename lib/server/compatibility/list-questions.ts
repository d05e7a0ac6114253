import { presentQuestions } from './present';

/** GET /api/compatibility/questions: the same list for everyone, from lib/shared/compatibility-questions.ts. */
export async function listQuestions() {
  return presentQuestions();
}
