import { MSG_EMAIL, MSG_EMAIL_ACCOUNT } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { EmailLayout, Paragraph } from './layout';

type Member = Pick<UserRow, 'id' | 'firstName' | 'email'>;

/** The link that proves her login email hers: sent at sign-up and by "Resend". */
export async function verifyEmailMail(member: Member, link: string): Promise<Mail> {
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={`${MSG_EMAIL_ACCOUNT.verifyAsk}\n${link}`} links={[link]} />
      <Paragraph text={MSG_EMAIL_ACCOUNT.verifyLife} />
      <Paragraph text={MSG_EMAIL_ACCOUNT.verifyIgnore} />
    </EmailLayout>,
  );
  return { kind: 'email_verify', to: member.email, subject: MSG_EMAIL_ACCOUNT.verifySubject, text, html, userId: member.id };
}

/** The link that makes `newEmail` her login email; sent to that address, not to her current one. */
export async function changeEmailLinkMail(member: Member, newEmail: string, link: string): Promise<Mail> {
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={`${MSG_EMAIL_ACCOUNT.changeAsk}\n${link}`} links={[link]} />
      <Paragraph text={MSG_EMAIL_ACCOUNT.changeLife} />
      <Paragraph text={MSG_EMAIL_ACCOUNT.changeIgnore} />
    </EmailLayout>,
  );
  return { kind: 'email_change_link', to: newEmail, subject: MSG_EMAIL_ACCOUNT.changeSubject, text, html, userId: member.id };
}

/** Told to the current address when a change is asked for, so a borrowed session cannot move the account away quietly. */
export async function emailChangeNoticeMail(member: Member, newEmail: string): Promise<Mail> {
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={MSG_EMAIL_ACCOUNT.noticeWhat(newEmail)} />
      <Paragraph text={MSG_EMAIL_ACCOUNT.noticeNotYou(config().supportEmail)} />
    </EmailLayout>,
  );
  return { kind: 'email_change_notice', to: member.email, subject: MSG_EMAIL_ACCOUNT.noticeSubject, text, html, userId: member.id };
}
