import { and, eq } from 'drizzle-orm';
import { MSG_DISCOVERY } from '@/lib/shared/messages';
import { compatibilityAnswers } from '@/models';
import { getDb } from '../db';
import { notFound } from '../errors';
import { presentOwnAnswers } from './present';
import { rewriteVectors } from './rewrite-vectors';

/** DELETE /api/compatibility/answers/{questionId}: removes one answer (404 if she had none). Answers all her answers left. */
export async function deleteAnswer(userId: string, questionId: number) {
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(compatibilityAnswers)
      .where(and(eq(compatibilityAnswers.userId, userId), eq(compatibilityAnswers.questionId, questionId)))
      .returning({ questionId: compatibilityAnswers.questionId });
    if (deleted.length === 0) throw notFound(MSG_DISCOVERY.answerNotFound);
    return rewriteVectors(tx, userId);
  });
  return presentOwnAnswers(rows);
}
