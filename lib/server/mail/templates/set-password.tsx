import { MSG_EMAIL, MSG_EMAIL_MEMBER as T } from '@/lib/shared/messages';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { EmailLayout, Paragraph } from './layout';

export type PasswordLinkPurpose = 'welcome' | 'reset';

export function describeDuration(seconds: number): string {
  if (seconds >= 3600) return T.duration(Math.round(seconds / 3600), 'hour');
  return T.duration(Math.max(1, Math.round(seconds / 60)), 'minute');
}

/** The one-time link that lets a member choose a password: after an admin made the account, or on request. */
export async function setPasswordMail(purpose: PasswordLinkPurpose, user: Pick<UserRow, 'firstName' | 'email'>, link: string, validSeconds: number): Promise<Mail> {
  const { supportEmail } = config();
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(user.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={`${purpose === 'welcome' ? T.passwordWelcome : T.passwordReset}\n${link}`} links={[link]} />
      <Paragraph text={T.passwordLinkLife(describeDuration(validSeconds))} />
      <Paragraph text={purpose === 'reset' ? T.passwordResetIgnore : T.passwordWelcomeUnexpected(supportEmail)} />
    </EmailLayout>,
  );
  return {
    kind: `password_${purpose}`,
    to: user.email,
    subject: purpose === 'welcome' ? T.passwordWelcomeSubject : T.passwordResetSubject,
    text,
    html,
  };
}
