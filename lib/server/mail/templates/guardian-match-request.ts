import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderEmail } from '../render';

type Ward = Pick<UserRow, 'firstName' | 'guardianEmail'>;
type Requester = Pick<UserRow, 'firstName' | 'age' | 'university' | 'status'>;
export type MatchRequestKind = 'photo_request' | 'new_conversation';

const WHAT_HAPPENED: Record<MatchRequestKind, (ward: string) => string> = {
  photo_request: (ward) => `has asked to see ${ward}'s photos. Her photos stay private unless she accepts.`,
  new_conversation: (ward) => `has started a conversation with ${ward}.`,
};

/**
 * Sent to a woman's guardian on every match request she receives (DESIGN.md section 6). It names
 * the requester by first name, age, university and status only: never message content or photos.
 */
export function guardianMatchRequestMail(kind: MatchRequestKind, ward: Ward, requester: Requester): Mail {
  const { appUrl, supportEmail } = config();
  const who = `${requester.firstName} (${requester.age}, ${requester.status} at ${requester.university})`;
  const { text, html } = renderEmail(
    'Assalamu alaikum,',
    [
      `You are receiving this as ${ward.firstName}'s guardian (wali) on ${APP_NAME}.`,
      `A member, ${who}, ${WHAT_HAPPENED[kind](ward.firstName)}`,
      `We do not share the content of her messages or any photos with guardians. If you have any concern about this member, please write to us at ${supportEmail}.`,
      `${APP_NAME}: ${appUrl}`,
    ],
    `With respect,\nThe ${APP_NAME} team`,
  );
  const subject =
    kind === 'photo_request'
      ? `${ward.firstName} has received a photo request on ${APP_NAME}`
      : `${ward.firstName} has received a new message request on ${APP_NAME}`;
  return { kind: `guardian_${kind}`, to: ward.guardianEmail, subject, text, html };
}
