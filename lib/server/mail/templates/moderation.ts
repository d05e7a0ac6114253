import { APP_NAME } from '@/lib/shared/constants';
import { formatUkDateTime } from '@/lib/shared/dates';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderEmail } from '../render';

type Member = Pick<UserRow, 'firstName' | 'email'>;

const signOff = () => `With respect,\nThe ${APP_NAME} moderation team`;
const greeting = (member: Member) => `Assalamu alaikum ${member.firstName},`;
const quoted = (reason: string) => `Our moderator's reason:\n"${reason}"`;

function mail(kind: string, member: Member, subject: string, paragraphs: string[]): Mail {
  const { text, html } = renderEmail(greeting(member), paragraphs, signOff());
  return { kind, to: member.email, subject, text, html };
}

const loginLink = () => `${config().appUrl}/login`;
const safetyLink = () => `${config().appUrl}/safety`;

/** A warning, suspension or ban, with the reason in the moderator's own words and how to appeal. */
export function sanctionMail(kind: 'warn' | 'suspend' | 'ban', member: Member, reason: string, endsAt: Date | null): Mail {
  if (kind === 'warn') {
    return mail('moderation_warn', member, `A warning about your ${APP_NAME} account`, [
      `Our moderators have looked at a concern about your account and are sending you a warning. Your account stays open and nothing else changes.`,
      quoted(reason),
      `Please keep to our community guidelines (${safetyLink()}). If it happens again, we may suspend or close your account.`,
    ]);
  }
  if (kind === 'suspend') {
    const end = endsAt ? formatUkDateTime(endsAt) : '';
    return mail('moderation_suspend', member, `Your ${APP_NAME} account is suspended until ${end}`, [
      `Our moderators have suspended your account until ${end}. You have been signed out, and you cannot log in or be found by other members until then. After that date your account opens again by itself.`,
      quoted(reason),
      `If you think this is wrong, you can appeal once: try to log in at ${loginLink()} and the page will show you the appeal form.`,
    ]);
  }
  return mail('moderation_ban', member, `Your ${APP_NAME} account has been closed`, [
    `Our moderators have closed your account. You have been signed out and cannot log in again, and other members can no longer find you.`,
    quoted(reason),
    `If you think this is wrong, you can appeal once: try to log in at ${loginLink()} and the page will show you the appeal form.`,
  ]);
}

export function photoRemovedMail(member: Member, reason: string): Mail {
  return mail('moderation_photo_removed', member, `We removed one of your photos`, [
    `Our moderators have removed one of the photos on your ${APP_NAME} profile. Your account and your other photos are unaffected.`,
    quoted(reason),
    `Please make sure new photos follow our guidelines (${safetyLink()}).`,
  ]);
}

export function messageRemovedMail(member: Member, reason: string): Mail {
  return mail('moderation_message_removed', member, `We removed one of your messages`, [
    `Our moderators have removed a message you sent on ${APP_NAME}. In the conversation it now reads "Removed by moderators".`,
    quoted(reason),
    `Please keep your messages respectful and within our guidelines (${safetyLink()}).`,
  ]);
}

/** The outcome of an appeal: the decision stands, or it is lifted and the member can log in again. */
export function appealOutcomeMail(member: Member, lifted: boolean, reason: string): Mail {
  return lifted
    ? mail('moderation_appeal_lifted', member, `Your appeal was successful`, [
        `A moderator has read your appeal and lifted the decision on your account. You can log in again now: ${loginLink()}`,
        quoted(reason),
      ])
    : mail('moderation_appeal_upheld', member, `The outcome of your appeal`, [
        `A moderator has read your appeal carefully and decided that the decision on your account stands.`,
        quoted(reason),
        `This was your one appeal for this decision. If something new has come to light, write to ${config().supportEmail}.`,
      ]);
}
