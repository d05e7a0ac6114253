import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type Block, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';
import { quoted, subjectName } from './member-words';

export interface DigestConversation {
  firstName: string;
  age: number;
  university: string;
  status: string;
  messageCount: number;
  /** Only with weekly copies: the week's messages, oldest first. */
  messages?: { from: string; at: Date; text: string }[];
}

const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const time = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/**
 * The weekly email a woman chose for her confirmed guardian: her active conversations (the other
 * member's first name, age, university, status and number of messages) and, with copies, the
 * messages themselves. Never photos.
 */
export function guardianDigestMail(
  mode: 'summary' | 'copies',
  ward: Pick<UserRow, 'id' | 'firstName'>,
  to: string,
  week: { start: Date; end: Date },
  conversations: DigestConversation[],
  links: GuardianLinks,
): Mail {
  const period = `${day.format(week.start)} to ${day.format(new Date(week.end.getTime() - 1))} (UTC)`;
  const body: Block[] = [
    {
      kind: 'p',
      text:
        mode === 'copies'
          ? `She chose to send you a weekly summary with copies of her messages. Here is her week, ${period}. Names, universities and messages are quoted as the members wrote them.`
          : `She chose to send you a weekly summary of her conversations, without their text. Here is her week, ${period}. Names and universities are quoted as the members wrote them.`,
    },
  ];
  for (const c of conversations) {
    body.push({ kind: 'heading', text: `${quoted(c.firstName)} (${c.age}, ${c.status}, university ${quoted(c.university)})` });
    body.push({ kind: 'p', text: `${c.messageCount} ${c.messageCount === 1 ? 'message' : 'messages'} this week.` });
    for (const m of c.messages ?? []) body.push({ kind: 'message', meta: `${quoted(m.from)}, ${time.format(m.at)}`, text: m.text });
  }
  const { text, html, headers } = renderGuardianEmail({
    why: `You are receiving this as the confirmed guardian (wali) of a member of ${APP_NAME} who wrote her first name as ${quoted(ward.firstName)}.`,
    body,
    told: toldFor(mode, true),
    links,
  });
  const count = `${conversations.length} ${conversations.length === 1 ? 'conversation' : 'conversations'}`;
  return {
    kind: mode === 'copies' ? 'guardian_weekly_copies' : 'guardian_weekly_summary',
    to,
    subject: `${subjectName(ward.firstName, 'Her')}'s week on ${APP_NAME}: ${count} (${day.format(week.start)})`,
    text,
    html,
    headers,
    userId: ward.id,
  };
}
