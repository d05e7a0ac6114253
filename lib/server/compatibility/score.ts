import { IMPORTANCE_WEIGHTS, MIN_COMMON_QUESTIONS, type Importance } from '@/lib/shared/compatibility-questions';

export type ScoredAnswer = { questionId: number; answer: number; accepted: readonly number[]; importance: Importance };

/**
 * OkCupid's published formula, as issue 21 states it: over the questions both answered, A's
 * satisfaction is the sum of A's weights where B's answer is one A accepts, over the sum of A's
 * weights; the same for B; the score is round(100 × sqrt(satA × satB)) (halves round up). No
 * score below MIN_COMMON_QUESTIONS common questions or when either sum of weights is 0.
 * score-sql.ts computes the same figure in SQL, in the same floating-point steps.
 */
export function compatibilityScore(a: readonly ScoredAnswer[], b: readonly ScoredAnswer[]): { score: number | null; common: number } {
  const byQuestion = new Map(b.map((answer) => [answer.questionId, answer]));
  let common = 0;
  let numA = 0;
  let denA = 0;
  let numB = 0;
  let denB = 0;
  for (const mine of a) {
    const theirs = byQuestion.get(mine.questionId);
    if (!theirs) continue;
    common += 1;
    const weightA = IMPORTANCE_WEIGHTS[mine.importance];
    const weightB = IMPORTANCE_WEIGHTS[theirs.importance];
    denA += weightA;
    denB += weightB;
    if (mine.accepted.includes(theirs.answer)) numA += weightA;
    if (theirs.accepted.includes(mine.answer)) numB += weightB;
  }
  if (common < MIN_COMMON_QUESTIONS || denA === 0 || denB === 0) return { score: null, common };
  return { score: Math.floor(100 * Math.sqrt((numA / denA) * (numB / denB)) + 0.5), common };
}

/** The questions both answered, split by whether each accepts the other's answer. */
export function agreement(a: readonly ScoredAnswer[], b: readonly ScoredAnswer[]): { agree: number[]; differ: number[] } {
  const byQuestion = new Map(b.map((answer) => [answer.questionId, answer]));
  const agree: number[] = [];
  const differ: number[] = [];
  for (const mine of [...a].sort((x, y) => x.questionId - y.questionId)) {
    const theirs = byQuestion.get(mine.questionId);
    if (!theirs) continue;
    (mine.accepted.includes(theirs.answer) && theirs.accepted.includes(mine.answer) ? agree : differ).push(mine.questionId);
  }
  return { agree, differ };
}
