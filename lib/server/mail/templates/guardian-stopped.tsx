import { MSG_EMAIL, MSG_EMAIL_MEMBER } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { EmailLayout, Paragraph } from './layout';

/** Tells a woman that her guardian declined or stopped our emails, so she can name someone else. */
export async function guardianStoppedMail(answer: 'declined' | 'unsubscribed', member: Pick<UserRow, 'firstName' | 'email'>, guardianEmail: string): Promise<Mail> {
  const { appUrl, supportEmail } = config();
  const profile = `${appUrl}/profile`;
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={answer === 'declined' ? MSG_EMAIL_MEMBER.guardianDeclined(guardianEmail) : MSG_EMAIL_MEMBER.guardianUnsubscribed(guardianEmail)} />
      <Paragraph text={MSG_EMAIL_MEMBER.nameAnother(profile)} links={[profile]} />
      <Paragraph text={MSG_EMAIL_MEMBER.anyQuestion(supportEmail)} />
    </EmailLayout>,
  );
  const subject = answer === 'declined' ? MSG_EMAIL_MEMBER.guardianDeclinedSubject : MSG_EMAIL_MEMBER.guardianUnsubscribedSubject;
  return { kind: `member_guardian_${answer}`, to: member.email, subject, text, html };
}
