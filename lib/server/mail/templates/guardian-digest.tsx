import { MSG_EMAIL_GUARDIAN } from '@/lib/shared/messages/email';
import { formatUkDate, formatUkDateAt, formatUkShortDateTime } from '@/lib/shared/dates';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';
import { Paragraph, QuotedMessage, SectionHeading } from './layout';
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

/**
 * The weekly email a woman chose for her confirmed guardian: her active conversations (the other
 * member's first name, age, university, status and number of messages) and, with copies, the
 * messages themselves. Never photos. Every time is UK time, as in all his emails.
 */
export async function guardianDigestMail(
  mode: 'summary' | 'copies',
  ward: Pick<UserRow, 'id' | 'firstName'>,
  to: string,
  week: { start: Date; end: Date },
  conversations: DigestConversation[],
  links: GuardianLinks,
): Promise<Mail> {
  const period = MSG_EMAIL_GUARDIAN.digestPeriod(formatUkDateAt(week.start), formatUkDateAt(week.end));
  const { text, html, headers } = await renderGuardianEmail({
    why: MSG_EMAIL_GUARDIAN.whyConfirmed(quoted(ward.firstName)),
    body: (
      <>
        <Paragraph text={mode === 'copies' ? MSG_EMAIL_GUARDIAN.digestIntroCopies(period) : MSG_EMAIL_GUARDIAN.digestIntroSummary(period)} />
        {conversations.map((c, i) => (
          <div key={i}>
            <SectionHeading text={MSG_EMAIL_GUARDIAN.digestConversation(quoted(c.firstName), c.age, c.status, quoted(c.university))} />
            <Paragraph text={MSG_EMAIL_GUARDIAN.digestCount(c.messageCount)} />
            {(c.messages ?? []).map((m, j) => (
              <QuotedMessage key={j} meta={`${quoted(m.from)}, ${formatUkShortDateTime(m.at)}`} text={m.text} />
            ))}
          </div>
        ))}
      </>
    ),
    told: toldFor(mode, true),
    links,
  });
  return {
    kind: mode === 'copies' ? 'guardian_weekly_copies' : 'guardian_weekly_summary',
    to,
    subject: MSG_EMAIL_GUARDIAN.digestSubject(subjectName(ward.firstName, MSG_EMAIL_GUARDIAN.subjectHer), conversations.length, formatUkDate(week.start)),
    text,
    html,
    headers,
    userId: ward.id,
  };
}
