import { MSG_MISSED } from '@/lib/shared/messages/missed-messages';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { EmailLayout, Paragraph } from './layout';

/**
 * Tells a member that messages wait for her: the senders' first names and how many, never their
 * text: email is not a private channel and an inbox may be shared. React escapes the names.
 */
export async function missedMessagesMail(member: { email: string; firstName: string }, senderNames: readonly string[], count: number): Promise<Mail> {
  const { appUrl } = config();
  const chats = `${appUrl}/chats`;
  const settings = `${appUrl}/settings#privacy`;
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_MISSED.emailGreeting(member.firstName)} signOff={MSG_MISSED.emailSignOff}>
      <Paragraph text={MSG_MISSED.emailWhat(MSG_MISSED.senders(senderNames), count)} />
      <Paragraph text={MSG_MISSED.emailRead(chats)} links={[chats]} />
      <Paragraph text={MSG_MISSED.emailPrivacy} />
      <Paragraph text={MSG_MISSED.emailOptOut(settings)} links={[settings]} />
    </EmailLayout>,
  );
  return { kind: 'missed_messages', to: member.email, subject: MSG_MISSED.emailSubject(count), text, html };
}
