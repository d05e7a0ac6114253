import { IMPORTANCES, MAX_OPTIONS, MAX_QUESTION_ID, type Importance } from '@/lib/shared/compatibility-questions';

type Answer = { questionId: number; answer: number; accepted: readonly number[]; importance: Importance };

/** The bit strings of `compatibility_vectors` (models/compatibility.ts), as PostgreSQL's text of a bit string. */
export type CompatibilityVectors = {
  answered: number;
  asked: string;
  ans: string;
  q1: string;
  q2: string;
  q3: string;
  q4: string;
  acc1: string;
  acc2: string;
  acc3: string;
  acc4: string;
};

const questionBit = (questionId: number) => questionId - 1;
const optionBit = (questionId: number, option: number) => (questionId - 1) * MAX_OPTIONS + option;

/**
 * A member's answers in the compact form scored in SQL (lib/server/compatibility/score-sql.ts).
 * Level k (1..4) is the k-th non-zero importance: `a_little` .. `mandatory`; an irrelevant
 * question weighs 0, so it is in `asked` (it counts as common) but at no level.
 */
export function vectorsOf(answers: readonly Answer[]): CompatibilityVectors {
  const asked = new Array<string>(MAX_QUESTION_ID).fill('0');
  const ans = new Array<string>(MAX_QUESTION_ID * MAX_OPTIONS).fill('0');
  const levels = [1, 2, 3, 4].map(() => ({ q: new Array<string>(MAX_QUESTION_ID).fill('0'), acc: new Array<string>(MAX_QUESTION_ID * MAX_OPTIONS).fill('0') }));
  for (const a of answers) {
    asked[questionBit(a.questionId)] = '1';
    ans[optionBit(a.questionId, a.answer)] = '1';
    const level = IMPORTANCES.indexOf(a.importance);
    if (level === 0) continue;
    levels[level - 1].q[questionBit(a.questionId)] = '1';
    for (const option of a.accepted) levels[level - 1].acc[optionBit(a.questionId, option)] = '1';
  }
  const [l1, l2, l3, l4] = levels.map((l) => ({ q: l.q.join(''), acc: l.acc.join('') }));
  return { answered: answers.length, asked: asked.join(''), ans: ans.join(''), q1: l1.q, q2: l2.q, q3: l3.q, q4: l4.q, acc1: l1.acc, acc2: l2.acc, acc3: l3.acc, acc4: l4.acc };
}
