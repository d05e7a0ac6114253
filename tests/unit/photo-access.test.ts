import { canSeePhotos, photoAccessStatus } from '@/lib/server/photos/access-status';
import { askAgainAt, mayAskAgain, REQUEST_AGAIN_AFTER_DAYS } from '@/lib/server/photo-requests/rules';

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

describe('asking again after a decline or a withdrawal', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const declined = (days: number) => ({ status: 'rejected' as const, respondedAt: daysAgo(days), withdrawnAt: null });
  const withdrawn = (days: number) => ({ status: 'rejected' as const, respondedAt: daysAgo(days), withdrawnAt: daysAgo(days) });

  it(`waits ${REQUEST_AGAIN_AFTER_DAYS} days after a decline, and says until when`, () => {
    expect(mayAskAgain(declined(1), now)).toBe(false);
    expect(askAgainAt(declined(1), now)).toEqual(daysAgo(1 - REQUEST_AGAIN_AFTER_DAYS));
    expect(mayAskAgain(declined(REQUEST_AGAIN_AFTER_DAYS - 1), now)).toBe(false);
    expect(mayAskAgain(declined(REQUEST_AGAIN_AFTER_DAYS), now)).toBe(true);
    expect(askAgainAt(declined(REQUEST_AGAIN_AFTER_DAYS), now)).toBeNull();
  });
  it('lets the requester ask again at once after the owner withdrew access', () => {
    expect(mayAskAgain(withdrawn(0), now)).toBe(true);
    expect(askAgainAt(withdrawn(0), now)).toBeNull();
  });
  it('never while a request is pending or accepted', () => {
    for (const status of ['pending', 'accepted'] as const) {
      expect(mayAskAgain({ status, respondedAt: daysAgo(90), withdrawnAt: null }, now)).toBe(false);
      expect(askAgainAt({ status, respondedAt: daysAgo(1), withdrawnAt: null }, now)).toBeNull();
    }
  });
});
