import { canSeePhotos, photoAccessStatus } from '@/lib/server/photos/access-status';
import { mayAskAgain, REQUEST_AGAIN_AFTER_DAYS } from '@/lib/server/photo-requests/rules';

const me = 'a0000000-0000-4000-8000-000000000001';
const her = 'a0000000-0000-4000-8000-000000000002';

describe('photoAccessStatus', () => {
  it('is granted_self on one’s own profile, whatever the requests say', () => {
    expect(photoAccessStatus(me, me, undefined)).toBe('granted_self');
    expect(photoAccessStatus(me, me, { status: 'rejected' })).toBe('granted_self');
  });
  it.each([
    [undefined, 'restricted'],
    [{ status: 'pending' as const }, 'pending'],
    [{ status: 'accepted' as const }, 'granted_by_request'],
    [{ status: 'rejected' as const }, 'rejected'],
  ])('follows the viewer’s request %j → %s', (request, expected) => {
    expect(photoAccessStatus(me, her, request)).toBe(expected);
  });
  it('lets only the two granted states see photos', () => {
    expect(['granted_self', 'granted_by_request', 'pending', 'rejected', 'restricted'].filter((s) => canSeePhotos(s as never))).toEqual([
      'granted_self',
      'granted_by_request',
    ]);
  });
});

describe('asking again after a decline', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it(`waits ${REQUEST_AGAIN_AFTER_DAYS} days`, () => {
    expect(mayAskAgain(daysAgo(1), now)).toBe(false);
    expect(mayAskAgain(daysAgo(REQUEST_AGAIN_AFTER_DAYS - 1), now)).toBe(false);
    expect(mayAskAgain(daysAgo(REQUEST_AGAIN_AFTER_DAYS), now)).toBe(true);
    expect(mayAskAgain(null, now)).toBe(false);
  });
});
