import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';
import { quoted, subjectName } from './member-words';

type Ward = Pick<UserRow, 'id' | 'firstName' | 'chaperoneMode'>;
type Requester = Pick<UserRow, 'firstName' | 'age' | 'university' | 'status'>;
export type MatchRequestKind = 'photo_request' | 'new_conversation';

const WHAT_HAPPENED: Record<MatchRequestKind, string> = {
  photo_request: 'Another member has asked to see her photos. Her photos stay private unless she accepts.',
  new_conversation: 'Another member has started a conversation with her.',
};

/**
 * Sent to a woman's guardian on every match request she receives (DESIGN.md section 6). It names
 * the requester by first name, age, university and status only: never message content or photos.
 * What either member wrote (names, university) is quoted as theirs.
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
  const { text, html, headers } = renderGuardianEmail({
    why: `You are receiving this as the guardian (wali) of a member of ${APP_NAME} who wrote her first name as ${quoted(ward.firstName)}.`,
    body: [
      { kind: 'p', text: WHAT_HAPPENED[kind] },
      { kind: 'p', text: `That member wrote their first name as ${quoted(requester.firstName)} and their university as ${quoted(requester.university)}. They are ${requester.age} and a ${requester.status}.` },
      ...(confirmed
        ? []
        : [
            { kind: 'p' as const, text: 'You have not yet told us whether you are her guardian. If you are not, choose "I am not her guardian" and we will tell her.' },
            { kind: 'link' as const, label: 'Confirm or decline', href: links.page },
          ]),
    ],
    told: toldFor(ward.chaperoneMode, confirmed),
    links,
  });
  const name = subjectName(ward.firstName, 'She');
  const subject = kind === 'photo_request' ? `${name} has received a photo request on ${APP_NAME}` : `${name} has received a new message request on ${APP_NAME}`;
  return { kind: `guardian_${kind}`, to, subject, text, html, headers, userId: ward.id };
}
