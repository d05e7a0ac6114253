const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Monday 1 December 2026 at 14:05 (UK time)": the same words in the email, the API answer and the page. */
export function formatUkDateTime(date: Date | string): string {
  const parts = Object.fromEntries(UK_DATE_TIME.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} (UK time)`;
}
