import type { PhotoRequest, PhotoRequests } from '@/lib/client/members';
import { pendingReceived, withReceivedRequest, withSentRequest } from '@/lib/client/photo-request-cache';

const person = (id: string, firstName: string) => ({ _id: id, firstName, lastName: 'Khan' });

function request(id: string, createdAt: string, status: PhotoRequest['status'] = 'pending'): PhotoRequest {
  return { _id: id, requesterId: person('him', 'Yusuf'), targetUserId: person('her', 'Aisha'), status, createdAt, respondedAt: status === 'pending' ? null : createdAt, askAgainAt: null };
}

const lists = (received: PhotoRequest[], sent: PhotoRequest[] = []): PhotoRequests => ({ received, sent });

describe('pushed photo requests in the cached lists', () => {
  it('puts a new received request first, as the server lists them, and leaves the sent list alone', () => {
    const older = request('a', '2026-01-01T10:00:00.000Z', 'accepted');
    const sent = [request('s', '2026-01-03T10:00:00.000Z')];
    const fresh = request('b', '2026-01-02T10:00:00.000Z');
    const after = withReceivedRequest(lists([older], sent), fresh)!;
    expect(after.received.map((r) => r._id)).toEqual(['b', 'a']);
    expect(after.sent).toBe(sent);
  });

  it('replaces a renewed request (same id) instead of listing it twice, and moves it to its new place', () => {
    const renewed = request('a', '2026-03-01T10:00:00.000Z');
    const before = lists([request('b', '2026-02-01T10:00:00.000Z'), request('a', '2026-01-01T10:00:00.000Z', 'rejected')]);
    expect(withReceivedRequest(before, renewed)!.received).toEqual([renewed, before.received[0]]);
  });

  it('writes an answer over the sent request in place', () => {
    const newer = request('n', '2026-02-01T10:00:00.000Z');
    const answered = request('o', '2026-01-01T10:00:00.000Z', 'accepted');
    const after = withSentRequest(lists([], [newer, request('o', '2026-01-01T10:00:00.000Z')]), answered)!;
    expect(after.sent).toEqual([newer, answered]);
  });

  it('leaves lists never read as they are, for the next read to fetch', () => {
    expect(withReceivedRequest(undefined, request('a', '2026-01-01T10:00:00.000Z'))).toBeUndefined();
    expect(withSentRequest(undefined, request('a', '2026-01-01T10:00:00.000Z'))).toBeUndefined();
  });

  it('counts only the received requests still waiting for an answer', () => {
    const received = [request('a', '2026-01-03T10:00:00.000Z'), request('b', '2026-01-02T10:00:00.000Z', 'accepted'), request('c', '2026-01-01T10:00:00.000Z'), request('d', '2026-01-01T09:00:00.000Z', 'rejected')];
    expect(pendingReceived(lists(received, [request('s', '2026-01-04T10:00:00.000Z')]))).toBe(2);
  });
});
