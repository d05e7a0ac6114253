const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const UK_SHORT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function ukParts(format: Intl.DateTimeFormat, date: Date | string): Record<string, string> {
  return Object.fromEntries(format.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
}

/** "Monday 1 December 2026 at 14:05 (UK time)": the same words in the email, the API answer and the page. */
export function formatUkDateTime(date: Date | string): string {
  return `${formatUkDateAt(date)} (UK time)`;
}

/** "Monday 1 December 2026 at 14:05", for a sentence that says "UK time" once for several times. */
export function formatUkDateAt(date: Date | string): string {
  const parts = ukParts(UK_DATE_TIME, date);
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

/** "Monday 1 December 2026": the day in the UK. */
export function formatUkDate(date: Date | string): string {
  const parts = ukParts(UK_DATE_TIME, date);
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "Mon 1 Dec, 14:05": a time in a list whose heading says "UK time". */
export function formatUkShortDateTime(date: Date | string): string {
  const parts = ukParts(UK_SHORT, date);
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}
