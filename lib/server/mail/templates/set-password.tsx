import { MSG_EMAIL, MSG_EMAIL_MEMBER } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { EmailLayout, Paragraph } from './layout';

export type PasswordLinkPurpose = 'welcome' | 'reset';

export function describeDuration(seconds: number): string {
  if (seconds >= 3600) return MSG_EMAIL_MEMBER.duration(Math.round(seconds / 3600), 'hour');
  return MSG_EMAIL_MEMBER.duration(Math.max(1, Math.round(seconds / 60)), 'minute');
}

/** The one-time link that lets a member choose a password: after an admin made the account, or on request. */
export async function setPasswordMail(purpose: PasswordLinkPurpose, user: Pick<UserRow, 'firstName' | 'email'>, link: string, validSeconds: number): Promise<Mail> {
  const { supportEmail } = config();
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(user.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={`${purpose === 'welcome' ? MSG_EMAIL_MEMBER.passwordWelcome : MSG_EMAIL_MEMBER.passwordReset}\n${link}`} links={[link]} />
      <Paragraph text={MSG_EMAIL_MEMBER.passwordLinkLife(describeDuration(validSeconds))} />
      <Paragraph text={purpose === 'reset' ? MSG_EMAIL_MEMBER.passwordResetIgnore : MSG_EMAIL_MEMBER.passwordWelcomeUnexpected(supportEmail)} />
    </EmailLayout>,
  );
  return {
    kind: `password_${purpose}`,
    to: user.email,
    subject: purpose === 'welcome' ? MSG_EMAIL_MEMBER.passwordWelcomeSubject : MSG_EMAIL_MEMBER.passwordResetSubject,
    text,
    html,
  };
}
