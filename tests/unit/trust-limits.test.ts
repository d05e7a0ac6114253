import { reducedContactLimit } from '@/lib/server/security/member-limits';

describe('the new-contact budget after an upheld report', () => {
  it.each([
    [20, 10],
    [21, 10],
    [4, 2],
    [3, 1],
    [1, 1],
  ])('a daily budget of %i becomes %i', (perDay, reduced) => expect(reducedContactLimit(perDay)).toBe(reduced));
});
