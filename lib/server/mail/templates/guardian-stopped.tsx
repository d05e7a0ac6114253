import { MSG_EMAIL, MSG_EMAIL_MEMBER as T } from '@/lib/shared/messages';
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
      <Paragraph text={answer === 'declined' ? T.guardianDeclined(guardianEmail) : T.guardianUnsubscribed(guardianEmail)} />
      <Paragraph text={T.nameAnother(profile)} links={[profile]} />
      <Paragraph text={T.anyQuestion(supportEmail)} />
    </EmailLayout>,
  );
  const subject = answer === 'declined' ? T.guardianDeclinedSubject : T.guardianUnsubscribedSubject;
  return { kind: `member_guardian_${answer}`, to: member.email, subject, text, html };
}
