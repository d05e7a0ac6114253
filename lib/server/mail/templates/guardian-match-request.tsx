import { MSG_EMAIL_GUARDIAN } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';
import { ButtonLink, Paragraph } from './layout';
import { quoted, subjectName } from './member-words';

type Ward = Pick<UserRow, 'id' | 'firstName' | 'chaperoneMode'>;
type Requester = Pick<UserRow, 'firstName' | 'age' | 'university' | 'status'>;
export type MatchRequestKind = 'photo_request' | 'new_conversation';

/**
 * Sent to a woman's guardian on every match request she receives (DESIGN.md section 6). It names
 * the requester by first name, age, university and status only: never message content or photos.
 * What either member wrote (names, university) is quoted as theirs.
 */
export async function guardianMatchRequestMail(
  kind: MatchRequestKind,
  ward: Ward,
  to: string,
  requester: Requester,
  links: GuardianLinks,
  /** Whether this address has confirmed it is her guardian: what it is told depends on it. */
  confirmed: boolean,
): Promise<Mail> {
  const { text, html, headers } = await renderGuardianEmail({
    why: MSG_EMAIL_GUARDIAN.whyGuardian(quoted(ward.firstName)),
    body: (
      <>
        <Paragraph text={MSG_EMAIL_GUARDIAN.requestWhat[kind]} />
        <Paragraph text={MSG_EMAIL_GUARDIAN.requesterWho(quoted(requester.firstName), quoted(requester.university), requester.age, requester.status)} />
        {!confirmed && (
          <>
            <Paragraph text={MSG_EMAIL_GUARDIAN.notYetConfirmed} />
            <ButtonLink label={MSG_EMAIL_GUARDIAN.confirmLink} href={links.page} />
          </>
        )}
      </>
    ),
    told: toldFor(ward.chaperoneMode, confirmed),
    links,
  });
  const subject = MSG_EMAIL_GUARDIAN.requestSubject[kind](subjectName(ward.firstName, MSG_EMAIL_GUARDIAN.subjectShe));
  return { kind: `guardian_${kind}`, to, subject, text, html, headers, userId: ward.id };
}
