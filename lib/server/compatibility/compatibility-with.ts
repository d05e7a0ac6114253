import { inArray } from 'drizzle-orm';
import type { UserRow } from '@/models';
import { COMPATIBILITY_QUESTION_BY_ID } from '@/lib/shared/compatibility-questions';
import { MSG_MEMBERS } from '@/lib/shared/messages';
import { compatibilityAnswers } from '@/models';
import { getDb } from '../db';
import { notFound } from '../errors';
import { canOpenProfile } from '../users/view-profile';
import type { CompatibilityDetail, QuestionText } from './present';
import { agreement, compatibilityScore } from './score';

const texts = (ids: number[]): QuestionText[] => ids.map((questionId) => ({ questionId, text: COMPATIBILITY_QUESTION_BY_ID.get(questionId)?.text ?? '' }));

/**
 * GET /api/compatibility/members/{id}: the score with a member whose profile the viewer may open
 * (else 404, as for the profile), and the questions they agree and differ on: texts only, never
 * the other member's answers.
 */
export async function compatibilityWith(viewer: UserRow, memberId: string): Promise<CompatibilityDetail> {
  const db = await getDb();
  if (memberId === viewer.id || !(await canOpenProfile(db, viewer, memberId))) throw notFound(MSG_MEMBERS.profileNotFound);
  const rows = await db.select().from(compatibilityAnswers).where(inArray(compatibilityAnswers.userId, [viewer.id, memberId]));
  const mine = rows.filter((r) => r.userId === viewer.id);
  const theirs = rows.filter((r) => r.userId === memberId);
  const { score, common } = compatibilityScore(mine, theirs);
  const { agree, differ } = agreement(mine, theirs);
  return { score, common, agree: texts(agree), differ: texts(differ) };
}
