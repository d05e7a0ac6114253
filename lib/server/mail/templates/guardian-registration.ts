import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { toldFor } from './guardian-told';

type Ward = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'age' | 'university' | 'status' | 'chaperoneMode'>;

/** Why the guardian is asked to confirm: she named them (at sign-up or later), or we remind them once. */
export type InvitationReason = 'registration' | 'new_guardian' | 'phone_changed' | 'reminder';

/**
 * The mail that asks a guardian (wali) to confirm, sent when a woman names them: at
 * registration (hers or an admin's), on a change of guardian, and once as a reminder.
 */
export function guardianInvitationMail(reason: InvitationReason, ward: Ward, to: string, links: GuardianLinks): Mail {
  const name = `${ward.firstName} ${ward.lastName}`;
  const who = `${name} (${ward.age}, ${ward.status} at ${ward.university})`;
  const why: Record<InvitationReason, string> = {
    registration: `${who} has registered on ${APP_NAME}, a matchmaking service for Muslim university students and graduates, and has named this email address as her guardian (wali).`,
    new_guardian: `${who} has named this email address as her new guardian (wali) on ${APP_NAME}, a matchmaking service for Muslim university students and graduates, in place of the guardian she named before.`,
    phone_changed: `${who} has changed her guardian’s phone number on ${APP_NAME}, a matchmaking service for Muslim university students and graduates, and still names this email address as her guardian (wali). We ask you to confirm again.`,
    reminder: `Three days ago ${who} named this email address as her guardian (wali) on ${APP_NAME}, a matchmaking service for Muslim university students and graduates. We have not heard from you yet; this is our only reminder.`,
  };
  const { text, html, headers } = renderGuardianEmail({
    why: why[reason],
    body: [
      { kind: 'p', text: `Please tell us whether you are ${ward.firstName}’s guardian. If you do not know her, choose "I am not her guardian" and we will tell her.` },
      { kind: 'link', label: 'Confirm or decline', href: links.page },
    ],
    told: toldFor(ward.chaperoneMode, false),
    links,
  });
  const subject =
    reason === 'reminder'
      ? `Reminder: ${ward.firstName} has named you as her guardian on ${APP_NAME}`
      : `${ward.firstName} has named you as her guardian on ${APP_NAME}`;
  return { kind: reason === 'reminder' ? 'guardian_reminder' : 'guardian_registration', to, subject, text, html, headers, userId: ward.id };
}
