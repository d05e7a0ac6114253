import { MSG_EMAIL, MSG_EMAIL_MEMBER } from '@/lib/shared/messages/email';
import { formatUkDateTime } from '@/lib/shared/dates';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { EmailLayout, Paragraph } from './layout';

type Member = Pick<UserRow, 'firstName' | 'email'>;

/** A paragraph and the addresses of ours in it, made clickable in the HTML. */
type Said = string | { text: string; links: string[] };

async function mail(kind: string, member: Member, subject: string, paragraphs: Said[]): Promise<Mail> {
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOffModeration}>
      {paragraphs.map((said, i) => (typeof said === 'string' ? <Paragraph key={i} text={said} /> : <Paragraph key={i} text={said.text} links={said.links} />))}
    </EmailLayout>,
  );
  return { kind, to: member.email, subject, text, html };
}

const loginLink = () => `${config().appUrl}/login`;
const safetyLink = () => `${config().appUrl}/safety`;
const withLink = (sentence: (url: string) => string, url: string): Said => ({ text: sentence(url), links: [url] });

/** A warning, suspension or ban, with the reason in the moderator's own words and how to appeal. */
export function sanctionMail(kind: 'warn' | 'suspend' | 'ban', member: Member, reason: string, endsAt: Date | null): Promise<Mail> {
  if (kind === 'warn') {
    return mail('moderation_warn', member, MSG_EMAIL_MEMBER.warnSubject, [MSG_EMAIL_MEMBER.warn, MSG_EMAIL_MEMBER.moderatorReason(reason), withLink(MSG_EMAIL_MEMBER.warnKeep, safetyLink())]);
  }
  if (kind === 'suspend') {
    const end = endsAt ? formatUkDateTime(endsAt) : '';
    return mail('moderation_suspend', member, MSG_EMAIL_MEMBER.suspendSubject(end), [MSG_EMAIL_MEMBER.suspend(end), MSG_EMAIL_MEMBER.moderatorReason(reason), withLink(MSG_EMAIL_MEMBER.appealOnce, loginLink())]);
  }
  return mail('moderation_ban', member, MSG_EMAIL_MEMBER.banSubject, [MSG_EMAIL_MEMBER.ban, MSG_EMAIL_MEMBER.moderatorReason(reason), withLink(MSG_EMAIL_MEMBER.appealOnce, loginLink())]);
}

export function photoRemovedMail(member: Member, reason: string): Promise<Mail> {
  return mail('moderation_photo_removed', member, MSG_EMAIL_MEMBER.photoRemovedSubject, [MSG_EMAIL_MEMBER.photoRemoved, MSG_EMAIL_MEMBER.moderatorReason(reason), withLink(MSG_EMAIL_MEMBER.photoGuidelines, safetyLink())]);
}

export function messageRemovedMail(member: Member, reason: string): Promise<Mail> {
  return mail('moderation_message_removed', member, MSG_EMAIL_MEMBER.messageRemovedSubject, [MSG_EMAIL_MEMBER.messageRemoved, MSG_EMAIL_MEMBER.moderatorReason(reason), withLink(MSG_EMAIL_MEMBER.messageGuidelines, safetyLink())]);
}

/** The outcome of an appeal: the decision stands, or it is lifted and the member can log in again. */
export function appealOutcomeMail(member: Member, lifted: boolean, reason: string): Promise<Mail> {
  return lifted
    ? mail('moderation_appeal_lifted', member, MSG_EMAIL_MEMBER.appealLiftedSubject, [withLink(MSG_EMAIL_MEMBER.appealLifted, loginLink()), MSG_EMAIL_MEMBER.moderatorReason(reason)])
    : mail('moderation_appeal_upheld', member, MSG_EMAIL_MEMBER.appealUpheldSubject, [MSG_EMAIL_MEMBER.appealUpheld, MSG_EMAIL_MEMBER.moderatorReason(reason), MSG_EMAIL_MEMBER.appealUpheldOnce(config().supportEmail)]);
}
