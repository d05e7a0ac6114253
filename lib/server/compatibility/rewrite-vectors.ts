import { eq } from 'drizzle-orm';
import { compatibilityAnswers, compatibilityVectors, type CompatibilityAnswerRow } from '@/models';
import type { Tx } from '../db';
import { forgetRanking } from './ranking-cache';
import { vectorsOf } from './vectors';

/**
 * Rewrites the member's compact vectors from her answers, in the caller's transaction, and
 * answers the rows it read. No answers left: no vectors row (no score with anyone).
 */
export async function rewriteVectors(tx: Tx, userId: string): Promise<CompatibilityAnswerRow[]> {
  const rows = await tx.select().from(compatibilityAnswers).where(eq(compatibilityAnswers.userId, userId));
  if (rows.length === 0) {
    await tx.delete(compatibilityVectors).where(eq(compatibilityVectors.userId, userId));
  } else {
    const vectors = vectorsOf(rows);
    await tx
      .insert(compatibilityVectors)
      .values({ userId, ...vectors })
      .onConflictDoUpdate({ target: compatibilityVectors.userId, set: vectors });
  }
  forgetRanking(userId);
  return rows;
}
