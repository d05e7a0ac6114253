import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';
import { quoted, subjectName } from './member-words';

type Ward = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'age' | 'university' | 'status' | 'chaperoneMode'>;

/** Why the guardian is asked to confirm: she named them (at sign-up or later), or we remind them once. */
export type InvitationReason = 'registration' | 'new_guardian' | 'phone_changed' | 'reminder';

/**
 * The mail that asks a guardian (wali) to confirm, sent when a woman names them: at
 * registration (hers or an admin's), on a change of guardian, and once as a reminder. What she
 * wrote herself (name, university) is quoted as hers, never woven into our sentences.
 */
export function guardianInvitationMail(reason: InvitationReason, ward: Ward, to: string, links: GuardianLinks): Mail {
  const service = `${APP_NAME}, a matchmaking service for Muslim university students and graduates`;
  const why: Record<InvitationReason, string> = {
    registration: `A member has registered on ${service}, and has named this email address as her guardian (wali).`,
    new_guardian: `A member of ${service} has named this email address as her new guardian (wali), in place of the guardian she named before.`,
    phone_changed: `A member of ${service} has changed her guardian’s phone number, and still names this email address as her guardian (wali). We ask you to confirm again.`,
    reminder: `Three days ago a member of ${service} named this email address as her guardian (wali). We have not heard from you yet; this is our only reminder.`,
  };
  const { text, html, headers } = renderGuardianEmail({
    why: why[reason],
    body: [
      { kind: 'p', text: `She wrote her name as ${quoted(`${ward.firstName} ${ward.lastName}`)} and her university as ${quoted(ward.university)}. She is ${ward.age} and a ${ward.status}.` },
      { kind: 'p', text: 'Please tell us whether you are her guardian. If you do not know her, choose "I am not her guardian" and we will tell her.' },
      { kind: 'link', label: 'Confirm or decline', href: links.page },
    ],
    told: toldFor(ward.chaperoneMode, false),
    links,
  });
  const name = subjectName(ward.firstName, 'A member');
  const subject = reason === 'reminder' ? `Reminder: ${name} has named you as her guardian on ${APP_NAME}` : `${name} has named you as her guardian on ${APP_NAME}`;
  return { kind: reason === 'reminder' ? 'guardian_reminder' : 'guardian_registration', to, subject, text, html, headers, userId: ward.id };
}
