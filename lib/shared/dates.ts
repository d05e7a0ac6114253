/**
 * Every date and time a person reads is written here, and nowhere else (ESLint forbids
 * `toLocale*String` and `Intl.DateTimeFormat` outside this file). One policy:
 *
 * - In the app (members and admins alike) a time is in the browser's own time zone, in British
 *   English: the reader's clock is the one that makes sense of "14:05" or "Yesterday".
 * - Whatever the server writes into a sentence (emails to members and guardians, an API answer
 *   such as the login refusal of a suspended member) is in UK time and says so, since the server
 *   does not know the reader's zone; a sentence the page repeats from the server (the end of a
 *   suspension) uses the same UK wording, so the email, the answer and the page agree.
 */

const LOCALE = 'en-GB';
const UK = 'Europe/London';

const ukDateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: UK,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const ukShort = new Intl.DateTimeFormat(LOCALE, { timeZone: UK, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const shortDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const weekdayDate = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long' });
const shortDateTime = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const time = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });

type When = Date | string;
const at = (when: When) => new Date(when);

const partsOf = (format: Intl.DateTimeFormat, when: When) => Object.fromEntries(format.formatToParts(at(when)).map((p) => [p.type, p.value]));

/** "Monday 1 December 2026 at 14:05 (UK time)": the same words in the email, the API answer and the page. */
export function formatUkDateTime(when: When): string {
  return `${formatUkDateAt(when)} (UK time)`;
}

/** "Monday 1 December 2026 at 14:05", for a sentence that says "UK time" once for several times. */
export function formatUkDateAt(when: When): string {
  const parts = partsOf(ukDateTime, when);
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

/** "Monday 1 December 2026": the day in the UK. */
export function formatUkDate(when: When): string {
  const parts = partsOf(ukDateTime, when);
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "Mon 1 Dec, 14:05": a time in a list whose heading says "UK time". */
export function formatUkShortDateTime(when: When): string {
  const parts = partsOf(ukShort, when);
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** "1 Dec 2026" in the reader's zone. */
export const formatDate = (when: When) => shortDate.format(at(when));

/** "1 December 2026" in the reader's zone. */
export const formatLongDate = (when: When) => longDate.format(at(when));

/** "Monday 1 December" in the reader's zone: a day of this year. */
export const formatWeekdayDate = (when: When) => weekdayDate.format(at(when));

/** "1 Dec 2026, 14:05" in the reader's zone. */
export const formatDateTime = (when: When) => shortDateTime.format(at(when));

/** "14:05" in the reader's zone. */
export const formatTime = (when: When) => time.format(at(when));
