/** After a decline (or a withdrawn grant) the requester may ask the same member again only after this long. */
export const REQUEST_AGAIN_AFTER_DAYS = 30;
/** The request lists show at most this many, newest first. */
export const REQUEST_LIST_LIMIT = 100;

export function mayAskAgain(respondedAt: Date | null, now: Date = new Date()): boolean {
  if (!respondedAt) return false;
  return now.getTime() - respondedAt.getTime() >= REQUEST_AGAIN_AFTER_DAYS * 24 * 60 * 60 * 1000;
}
