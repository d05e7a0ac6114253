/** At most one missed-message email per member in this many hours. */
export const MISSED_EMAIL_GAP_HOURS = 6;
/** Messages older than this are not news any more: the scan never reads further back. */
export const MISSED_LOOKBACK_DAYS = 7;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The time bounds of one scan at `at` (the app clock): a member is due when her last socket
 * closed at or before `offlineBefore`, her last such email was at or before `lastEmailBefore`,
 * and a message newer than `lookbackFrom` waits for her.
 */
export function missedMessageBounds(at: Date, afterMinutes: number) {
  return {
    offlineBefore: new Date(at.getTime() - afterMinutes * MINUTE),
    lastEmailBefore: new Date(at.getTime() - MISSED_EMAIL_GAP_HOURS * HOUR),
    lookbackFrom: new Date(at.getTime() - MISSED_LOOKBACK_DAYS * 24 * HOUR),
  };
}
