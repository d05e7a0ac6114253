import { MSG_EMAIL_GUARDIAN } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';
import { ButtonLink, Paragraph } from './layout';
import { quoted, subjectName } from './member-words';

type Ward = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'age' | 'university' | 'status' | 'chaperoneMode'>;

/** Why the guardian is asked to confirm: she named them (at sign-up or later), or we remind them once. */
export type InvitationReason = 'registration' | 'new_guardian' | 'phone_changed' | 'reminder';

/**
 * The mail that asks a guardian (wali) to confirm, sent when a woman names them: at
 * registration (hers or an admin's), on a change of guardian, and once as a reminder. What she
 * wrote herself (name, university) is quoted as hers, never woven into our sentences.
 */
export async function guardianInvitationMail(reason: InvitationReason, ward: Ward, to: string, links: GuardianLinks): Promise<Mail> {
  const { text, html, headers } = await renderGuardianEmail({
    why: MSG_EMAIL_GUARDIAN.invitationWhy[reason],
    body: (
      <>
        <Paragraph text={MSG_EMAIL_GUARDIAN.invitationWho(quoted(`${ward.firstName} ${ward.lastName}`), quoted(ward.university), ward.age, ward.status)} />
        <Paragraph text={MSG_EMAIL_GUARDIAN.invitationAsk} />
        <ButtonLink label={MSG_EMAIL_GUARDIAN.confirmLink} href={links.page} />
      </>
    ),
    told: toldFor(ward.chaperoneMode, false),
    links,
  });
  const name = subjectName(ward.firstName, MSG_EMAIL_GUARDIAN.subjectAMember);
  const subject = reason === 'reminder' ? MSG_EMAIL_GUARDIAN.reminderSubject(name) : MSG_EMAIL_GUARDIAN.invitationSubject(name);
  return { kind: reason === 'reminder' ? 'guardian_reminder' : 'guardian_registration', to, subject, text, html, headers, userId: ward.id };
}
