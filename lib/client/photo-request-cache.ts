import type { PhotoRequest, PhotoRequests } from './members';

/**
 * A request as the server pushed it, in a list newest first as the server orders it: it replaces
 * its earlier self (an answer, or a renewed request, which keeps its id), else it is added.
 */
function upsert(list: PhotoRequest[], request: PhotoRequest): PhotoRequest[] {
  return [request, ...list.filter((r) => r._id !== request._id)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** `photoRequest`: a request this member received. Nothing cached yet stays so: the next read fetches it. */
export const withReceivedRequest = (requests: PhotoRequests | undefined, request: PhotoRequest): PhotoRequests | undefined =>
  requests && { ...requests, received: upsert(requests.received, request) };

/** `photoRequestUpdated`: the answer to (or withdrawal of) a request this member sent. */
export const withSentRequest = (requests: PhotoRequests | undefined, request: PhotoRequest): PhotoRequests | undefined =>
  requests && { ...requests, sent: upsert(requests.sent, request) };

/** The received requests still waiting for this member's answer: the number on "Photos". */
export const pendingReceived = (requests: PhotoRequests): number => requests.received.filter((r) => r.status === 'pending').length;
