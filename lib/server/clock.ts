import { readFileSync } from 'node:fs';

/**
 * The server's notion of "now" for every rule that depends on time (sessions and links expiring,
 * rate-limit windows, suspension ends, reminders, digests, missed-message emails) and for the
 * times it stamps on rows those rules read. SQL takes it as a parameter, never the database's
 * `now()`. `CLOCK_OFFSET_FILE` names a file holding milliseconds to add to the real time: tests
 * move a running server's clock by writing it, instead of sleeping. Without the variable this is
 * the real time. ESLint forbids `new Date()` and `Date.now()` elsewhere in lib/server.
 */
export function now(): Date {
  const file = process.env.CLOCK_OFFSET_FILE;
  if (!file) return new Date();
  return new Date(Date.now() + readOffset(file));
}

/**
 * The real time, for infrastructure timing only: polling intervals, the outbox's leases and
 * retries, the PayPal simulator (which stands for PayPal's own clock). A test moving the app
 * clock must not make every lease lapse or every node look dead; no rule reads this.
 */
export function realNow(): Date {
  return new Date();
}

function readOffset(file: string): number {
  try {
    const offset = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0;
  }
}
