import type { PhotoRequestRow } from '@/models';
import { now } from '../clock';

/** After a decline the requester may ask the same member again only after this long. */
export const REQUEST_AGAIN_AFTER_DAYS = 30;
/** The request lists show at most this many, newest first. */
export const REQUEST_LIST_LIMIT = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

type Answered = Pick<PhotoRequestRow, 'status' | 'respondedAt' | 'withdrawnAt'>;

/**
 * Until when a declined request still stands in the way of a new one, or null when nothing does.
 * A withdrawal is the owner changing her mind about access she gave, not an answer to weigh, so
 * it leaves the requester free at once; a decline holds for REQUEST_AGAIN_AFTER_DAYS. A pending
 * or accepted request is never "asked again", so it has no date either.
 */
export function askAgainAt(request: Answered, at: Date = now()): Date | null {
  if (request.status !== 'rejected' || request.withdrawnAt || !request.respondedAt) return null;
  const from = new Date(request.respondedAt.getTime() + REQUEST_AGAIN_AFTER_DAYS * DAY_MS);
  return from > at ? from : null;
}

export const mayAskAgain = (request: Answered, at: Date = now()): boolean => request.status === 'rejected' && askAgainAt(request, at) === null;
