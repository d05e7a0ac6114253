import { MSG_MISSED } from '@/lib/shared/messages/missed-messages';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderEmail } from '../render';

/**
 * Tells a member that messages wait for her: the senders' first names and how many, never their
 * text: email is not a private channel and an inbox may be shared. Names are escaped in the HTML
 * by renderEmail.
 */
export function missedMessagesMail(member: { email: string; firstName: string }, senderNames: readonly string[], count: number): Mail {
  const { appUrl } = config();
  const { text, html } = renderEmail(
    MSG_MISSED.emailGreeting(member.firstName),
    [
      MSG_MISSED.emailWhat(MSG_MISSED.senders(senderNames), count),
      MSG_MISSED.emailRead(`${appUrl}/chats`),
      MSG_MISSED.emailPrivacy,
      MSG_MISSED.emailOptOut(`${appUrl}/profile`),
    ],
    MSG_MISSED.emailSignOff,
  );
  return { kind: 'missed_messages', to: member.email, subject: MSG_MISSED.emailSubject(count), text, html };
}
