import { validate } from '@/lib/schemas/validate';
import { encodeCursor, escapeLike, memberListQuerySchema } from '@/lib/server/users/list-query';
import { MSG_MEMBERS } from '@/lib/shared/messages';

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
    const cursor = encodeCursor({ sort: 'newest', at: '2026-11-21 12:00:00.123456+00', id: 'a0000000-0000-4000-8000-000000000001' });
    expect(q(`cursor=${cursor}`).cursor).toEqual({ sort: 'newest', at: '2026-11-21 12:00:00.123456+00', id: 'a0000000-0000-4000-8000-000000000001' });
    // A cursor handed out before the sorts existed still reads as newest.
    const old = Buffer.from(JSON.stringify(['2026-11-21 12:00:00.123456+00', 'a0000000-0000-4000-8000-000000000001'])).toString('base64url');
    expect(q(`cursor=${old}`).cursor).toMatchObject({ sort: 'newest' });
    expect(() => q('cursor=garbage')).toThrow(MSG_MEMBERS.invalidCursor);
    expect(() => q(`cursor=${encodeCursor({ sort: 'newest', at: "x' or 1=1 --", id: 'a0000000-0000-4000-8000-000000000001' })}`)).toThrow(MSG_MEMBERS.invalidCursor);
    expect(() => q(`cursor=${encodeCursor({ sort: 'newest', at: '2026-11-21 12:00:00+00', id: 'not-a-uuid' })}`)).toThrow(MSG_MEMBERS.invalidCursor);
  });
  it('refuses a cursor of another sort than the one asked for', () => {
    const active = encodeCursor({ sort: 'active', at: '2026-11-21 12:00:00+00', id: 'a0000000-0000-4000-8000-000000000001' });
    expect(q(`sort=active&cursor=${active}`).cursor).toMatchObject({ sort: 'active' });
    expect(() => q(`cursor=${active}`)).toThrow(MSG_MEMBERS.invalidCursor);
    const ranked = encodeCursor({ sort: 'compatibility', index: 40, id: 'a0000000-0000-4000-8000-000000000001' });
    expect(q(`sort=compatibility&cursor=${ranked}`).cursor).toEqual({ sort: 'compatibility', index: 40, id: 'a0000000-0000-4000-8000-000000000001' });
    expect(() => q(`sort=active&cursor=${ranked}`)).toThrow(MSG_MEMBERS.invalidCursor);
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
