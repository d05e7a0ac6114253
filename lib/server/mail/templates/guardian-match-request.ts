import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';

type Ward = Pick<UserRow, 'id' | 'firstName' | 'chaperoneMode'>;
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
export function guardianMatchRequestMail(kind: MatchRequestKind, ward: Ward, to: string, requester: Requester, links: GuardianLinks): Mail {
  const who = `${requester.firstName} (${requester.age}, ${requester.status} at ${requester.university})`;
  const { text, html, headers } = renderGuardianEmail({
    why: `You are receiving this as ${ward.firstName}'s guardian (wali) on ${APP_NAME}.`,
    body: [{ kind: 'p', text: `A member, ${who}, ${WHAT_HAPPENED[kind](ward.firstName)}` }],
    told: toldFor(ward.chaperoneMode),
    links,
  });
  const subject =
    kind === 'photo_request'
      ? `${ward.firstName} has received a photo request on ${APP_NAME}`
      : `${ward.firstName} has received a new message request on ${APP_NAME}`;
  return { kind: `guardian_${kind}`, to, subject, text, html, headers, userId: ward.id };
}
