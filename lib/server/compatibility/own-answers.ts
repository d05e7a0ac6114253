import { eq } from 'drizzle-orm';
import { compatibilityAnswers } from '@/models';
import { getDb } from '../db';
import { presentOwnAnswers } from './present';

/** GET /api/compatibility/answers: the member's own answers, by question id. */
export async function getOwnAnswers(userId: string) {
  const db = await getDb();
  return presentOwnAnswers(await db.select().from(compatibilityAnswers).where(eq(compatibilityAnswers.userId, userId)));
}
