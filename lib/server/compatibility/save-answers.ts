import { sql } from 'drizzle-orm';
import type { CompatibilityAnswer } from '@/lib/schemas/compatibility';
import { compatibilityAnswers } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { presentOwnAnswers } from './present';
import { rewriteVectors } from './rewrite-vectors';

/** PUT /api/compatibility/answers: upserts the questions given; the others stay as they are. Answers all her answers. */
export async function saveAnswers(userId: string, answers: CompatibilityAnswer[]) {
  const db = await getDb();
  const at = now();
  const rows = await db.transaction(async (tx) => {
    await tx
      .insert(compatibilityAnswers)
      .values(answers.map((a) => ({ userId, questionId: a.questionId, answer: a.answer, accepted: a.accepted, importance: a.importance, updatedAt: at })))
      .onConflictDoUpdate({
        target: [compatibilityAnswers.userId, compatibilityAnswers.questionId],
        set: { answer: sql`excluded.answer`, accepted: sql`excluded.accepted`, importance: sql`excluded.importance`, updatedAt: sql`excluded.updated_at` },
      });
    return rewriteVectors(tx, userId);
  });
  return presentOwnAnswers(rows);
}
