import { MSG_EMAIL, MSG_EMAIL_MEMBER as T } from '@/lib/shared/messages';
import { formatUkDateTime } from '@/lib/shared/uk-time';
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
    return mail('moderation_warn', member, T.warnSubject, [T.warn, T.moderatorReason(reason), withLink(T.warnKeep, safetyLink())]);
  }
  if (kind === 'suspend') {
    const end = endsAt ? formatUkDateTime(endsAt) : '';
    return mail('moderation_suspend', member, T.suspendSubject(end), [T.suspend(end), T.moderatorReason(reason), withLink(T.appealOnce, loginLink())]);
  }
  return mail('moderation_ban', member, T.banSubject, [T.ban, T.moderatorReason(reason), withLink(T.appealOnce, loginLink())]);
}

export function photoRemovedMail(member: Member, reason: string): Promise<Mail> {
  return mail('moderation_photo_removed', member, T.photoRemovedSubject, [T.photoRemoved, T.moderatorReason(reason), withLink(T.photoGuidelines, safetyLink())]);
}

export function messageRemovedMail(member: Member, reason: string): Promise<Mail> {
  return mail('moderation_message_removed', member, T.messageRemovedSubject, [T.messageRemoved, T.moderatorReason(reason), withLink(T.messageGuidelines, safetyLink())]);
}

/** The outcome of an appeal: the decision stands, or it is lifted and the member can log in again. */
export function appealOutcomeMail(member: Member, lifted: boolean, reason: string): Promise<Mail> {
  return lifted
    ? mail('moderation_appeal_lifted', member, T.appealLiftedSubject, [withLink(T.appealLifted, loginLink()), T.moderatorReason(reason)])
    : mail('moderation_appeal_upheld', member, T.appealUpheldSubject, [T.appealUpheld, T.moderatorReason(reason), T.appealUpheldOnce(config().supportEmail)]);
}
