import { formatLongDate, formatWeekdayDate } from '@/lib/shared/dates';
import { MSG_CHAT } from '@/lib/shared/messages/chat';

/** The local calendar day of a time, as a key that sorts and compares. */
export function dayKey(at: Date): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** A date separator's words: "Today", "Yesterday", then the date (with the year if not this one). */
export function dayLabel(at: Date, today: Date): string {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (dayKey(at) === dayKey(today)) return MSG_CHAT.today;
  if (dayKey(at) === dayKey(yesterday)) return MSG_CHAT.yesterday;
  return at.getFullYear() === today.getFullYear() ? formatWeekdayDate(at) : formatLongDate(at);
}

/** Consecutive messages grouped by local day, in the order given. */
export function groupByDay<M extends { timestamp: string }>(messages: M[]): { key: string; day: Date; messages: M[] }[] {
  const groups: { key: string; day: Date; messages: M[] }[] = [];
  for (const message of messages) {
    const at = new Date(message.timestamp);
    const key = dayKey(at);
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, day: at, messages: [message] });
  }
  return groups;
}
