import { validate } from '@/lib/schemas/validate';
import { encodeCursor, escapeLike, memberListQuerySchema } from '@/lib/server/users/list-query';
import { MSG_INPUT } from '@/lib/shared/messages/input';

const parse = (s: string) => validate(memberListQuerySchema, Object.fromEntries(new URLSearchParams(s)));
const q = (s: string) => {
  const result = parse(s);
  if (!result.ok) throw new Error(result.message);
  return result.data;
};

describe('GET /api/users query', () => {
  it('defaults to 20 and clamps to 1..50', () => {
    expect(q('').limit).toBe(20);
    expect(q('limit=500').limit).toBe(50);
    expect(q('limit=0').limit).toBe(1);
    expect(q('limit=abc').limit).toBe(20);
    expect(q('limit=1e400').limit).toBe(1);
  });
  it('lower-cases and trims the search, ignoring a blank one', () => {
    expect(q('search=%20MaR%20').search).toBe('mar');
    expect(q('search=%20').search).toBeUndefined();
  });
  it('round-trips a cursor and refuses a forged one with 400', () => {
    const cursor = encodeCursor('2026-11-21 12:00:00.123456+00', 'a0000000-0000-4000-8000-000000000001');
    expect(q(`cursor=${cursor}`).cursor).toEqual({ createdAt: '2026-11-21 12:00:00.123456+00', id: 'a0000000-0000-4000-8000-000000000001' });
    expect(() => q('cursor=garbage')).toThrow(MSG_INPUT.invalidCursor);
    expect(() => q(`cursor=${encodeCursor("x' or 1=1 --", 'a0000000-0000-4000-8000-000000000001')}`)).toThrow(MSG_INPUT.invalidCursor);
    expect(() => q(`cursor=${encodeCursor('2026-11-21 12:00:00+00', 'not-a-uuid')}`)).toThrow(MSG_INPUT.invalidCursor);
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
