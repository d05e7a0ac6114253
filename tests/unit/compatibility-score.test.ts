import { agreement, compatibilityScore, type ScoredAnswer } from '@/lib/server/compatibility/score';
import { vectorsOf, type CompatibilityVectors } from '@/lib/server/compatibility/vectors';
import { COMPATIBILITY_QUESTIONS, IMPORTANCES, MIN_COMMON_QUESTIONS } from '@/lib/shared/compatibility-questions';

const a = (questionId: number, answer: number, accepted: number[], importance: ScoredAnswer['importance']): ScoredAnswer => ({ questionId, answer, accepted, importance });

describe('compatibility score (issue 21: weights 0, 1, 10, 50, 250)', () => {
  const her = [a(1, 0, [0], 'very'), a(2, 1, [1, 2], 'somewhat'), a(3, 0, [0, 1], 'mandatory')];
  const him = [a(1, 0, [0, 1], 'a_little'), a(2, 0, [1], 'very'), a(3, 1, [0], 'somewhat')];

  it('is round(100 × sqrt(satA × satB)) over the common questions', () => {
    // Hers: 50 + 250 of 310 accepted; his: 1 + 50 + 10 of 61. 100 × sqrt(300/310) = 98.37.
    expect(compatibilityScore(her, him)).toEqual({ score: 98, common: 3 });
    expect(compatibilityScore(him, her)).toEqual({ score: 98, common: 3 });
  });

  it('ignores questions only one of them answered', () => {
    expect(compatibilityScore([...her, a(4, 0, [0], 'mandatory')], [...him, a(5, 1, [1], 'mandatory')])).toEqual({ score: 98, common: 3 });
  });

  it('is 0 when one accepts none of the other’s answers', () => {
    const strict = [a(1, 0, [3], 'very'), a(2, 1, [3], 'very'), a(3, 0, [3], 'very')];
    expect(compatibilityScore(strict, him)).toEqual({ score: 0, common: 3 });
  });

  it('is 100 when each accepts all the other’s answers', () => {
    const easy = [a(1, 2, [0, 1, 2, 3], 'somewhat'), a(2, 0, [0, 1, 2], 'a_little'), a(3, 1, [0, 1, 2, 3], 'mandatory')];
    expect(compatibilityScore(easy, [a(1, 0, [2], 'very'), a(2, 1, [0], 'very'), a(3, 3, [1], 'very')])).toEqual({ score: 100, common: 3 });
  });

  it('weighs by importance: a mandatory miss outweighs little ones', () => {
    const mine = [a(1, 0, [0], 'a_little'), a(2, 0, [0], 'a_little'), a(3, 0, [0], 'mandatory')];
    const theirs = [a(1, 0, [0], 'somewhat'), a(2, 0, [0], 'somewhat'), a(3, 1, [0], 'somewhat')];
    // Mine: 2 of 252; theirs: 30 of 30. 100 × sqrt(2/252) = 8.9.
    expect(compatibilityScore(mine, theirs)).toEqual({ score: 9, common: 3 });
  });

  it(`is null below ${MIN_COMMON_QUESTIONS} common questions, or when either sum of weights is 0`, () => {
    expect(compatibilityScore(her.slice(0, 2), him)).toEqual({ score: null, common: 2 });
    const indifferent = [a(1, 0, [0], 'irrelevant'), a(2, 0, [0], 'irrelevant'), a(3, 0, [0], 'irrelevant')];
    expect(compatibilityScore(indifferent, him)).toEqual({ score: null, common: 3 });
    expect(compatibilityScore(him, indifferent)).toEqual({ score: null, common: 3 });
    expect(compatibilityScore([], him)).toEqual({ score: null, common: 0 });
  });

  it('splits the common questions into agreed (both accept) and differing', () => {
    expect(agreement(her, him)).toEqual({ agree: [1, 3], differ: [2] });
  });
});

/** The SQL of score-sql.ts, evaluated on the bit strings as PostgreSQL would. */
function sqlScore(me: CompatibilityVectors, them: CompatibilityVectors): number | null {
  const count = (x: string, y: string) => [...x].filter((bit, i) => bit === '1' && y[i] === '1').length;
  const weighted = (x: CompatibilityVectors, y: CompatibilityVectors, mask: 'acc' | 'q', other: 'ans' | 'asked') =>
    count(x[`${mask}1`], y[other]) + 10 * count(x[`${mask}2`], y[other]) + 50 * count(x[`${mask}3`], y[other]) + 250 * count(x[`${mask}4`], y[other]);
  const den = [weighted(me, them, 'q', 'asked'), weighted(them, me, 'q', 'asked')];
  if (count(me.asked, them.asked) < MIN_COMMON_QUESTIONS || den.includes(0)) return null;
  return Math.floor(100 * Math.sqrt((weighted(me, them, 'acc', 'ans') / den[0]) * (weighted(them, me, 'acc', 'ans') / den[1])) + 0.5);
}

describe('compact vectors', () => {
  it('score exactly as the answers do, on random answer sets', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const answers = () =>
      COMPATIBILITY_QUESTIONS.filter(() => random(3) > 0).map((q) => {
        const accepted = [...new Set([random(q.options.length), random(q.options.length)])];
        return a(q.id, random(q.options.length), accepted, IMPORTANCES[random(IMPORTANCES.length)]);
      });
    for (let i = 0; i < 300; i += 1) {
      const x = answers();
      const y = answers();
      expect(sqlScore(vectorsOf(x), vectorsOf(y))).toBe(compatibilityScore(x, y).score);
    }
  });
});
