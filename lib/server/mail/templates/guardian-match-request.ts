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
export function guardianMatchRequestMail(
  kind: MatchRequestKind,
  ward: Ward,
  to: string,
  requester: Requester,
  links: GuardianLinks,
  /** Whether this address has confirmed it is her guardian: what it is told depends on it. */
  confirmed: boolean,
): Mail {
  const who = `${requester.firstName} (${requester.age}, ${requester.status} at ${requester.university})`;
  const { text, html, headers } = renderGuardianEmail({
    why: `You are receiving this as ${ward.firstName}'s guardian (wali) on ${APP_NAME}.`,
    body: [
      { kind: 'p', text: `A member, ${who}, ${WHAT_HAPPENED[kind](ward.firstName)}` },
      ...(confirmed
        ? []
        : [
            { kind: 'p' as const, text: `You have not yet told us whether you are ${ward.firstName}’s guardian. If you are not, choose "I am not her guardian" and we will tell her.` },
            { kind: 'link' as const, label: 'Confirm or decline', href: links.page },
          ]),
    ],
    told: toldFor(ward.chaperoneMode, confirmed),
    links,
  });
  const subject =
    kind === 'photo_request'
      ? `${ward.firstName} has received a photo request on ${APP_NAME}`
      : `${ward.firstName} has received a new message request on ${APP_NAME}`;
  return { kind: `guardian_${kind}`, to, subject, text, html, headers, userId: ward.id };
}
