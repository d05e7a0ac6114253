import { MSG_EMAIL, MSG_EMAIL_MEMBER, MSG_EMAIL_VERIFICATION } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { EmailLayout, Paragraph } from './layout';

type Member = Pick<UserRow, 'id' | 'firstName' | 'email'>;

/** The link that confirms a university address; sent to that address, not to her account's. */
export async function universityLinkMail(member: Pick<UserRow, 'id' | 'firstName'>, universityEmail: string, link: string): Promise<Mail> {
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={`${MSG_EMAIL_VERIFICATION.universityAsk}\n${link}`} links={[link]} />
      <Paragraph text={MSG_EMAIL_VERIFICATION.universityLife} />
      <Paragraph text={MSG_EMAIL_VERIFICATION.universityIgnore} />
    </EmailLayout>,
  );
  return { kind: 'verification_university', to: universityEmail, subject: MSG_EMAIL_VERIFICATION.universitySubject, text, html, userId: member.id };
}

/** A moderator's answer to her selfie: the badge, or the reason in their words and how to try again. */
export async function selfieOutcomeMail(member: Member, approved: boolean, reason: string | null): Promise<Mail> {
  const settings = `${config().appUrl}/settings#verification`;
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOffModeration}>
      {approved ? (
        <>
          <Paragraph text={MSG_EMAIL_VERIFICATION.selfieApproved} />
          <Paragraph text={MSG_EMAIL_VERIFICATION.selfieDeleted} />
        </>
      ) : (
        <>
          <Paragraph text={MSG_EMAIL_VERIFICATION.selfieRefused} />
          <Paragraph text={MSG_EMAIL_MEMBER.moderatorReason(reason ?? '')} />
          <Paragraph text={MSG_EMAIL_VERIFICATION.selfieTryAgain(settings)} links={[settings]} />
          <Paragraph text={MSG_EMAIL_VERIFICATION.selfieDeleted} />
        </>
      )}
    </EmailLayout>,
  );
  return {
    kind: approved ? 'verification_selfie_approved' : 'verification_selfie_refused',
    to: member.email,
    subject: approved ? MSG_EMAIL_VERIFICATION.selfieApprovedSubject : MSG_EMAIL_VERIFICATION.selfieRefusedSubject,
    text,
    html,
    userId: member.id,
  };
}
