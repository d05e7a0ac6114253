import type { GuardianLinkRow, UserRow } from '@/models';

type LinkStatus = GuardianLinkRow['status'];

type Ward = Pick<UserRow, 'gender' | 'guardianEmail'>;
type Requester = Pick<UserRow, 'isAdmin'>;

/** The match requests a woman's guardian (wali) is told of (DESIGN.md section 6). */
export type MatchRequestKind = 'photo_request' | 'new_conversation';

/**
 * Who is told of a match request, in one place: only a woman's named guardian who has neither
 * declined nor stopped our emails, on every request from another member (a photo request, or
 * the first message of a conversation someone else starts). An admin writing to a member is the
 * service speaking, not a match request. `status` is undefined for a guardian named before
 * confirmation existed, who is told as before.
 */
export function alertsGuardian(ward: Ward, requester: Requester, status: LinkStatus | undefined): boolean {
  if (ward.gender !== 'female' || ward.guardianEmail.trim() === '' || requester.isAdmin) return false;
  return status === undefined || status === 'pending' || status === 'confirmed';
}

/** Weekly digests carry her conversations, so they go only to a guardian who confirmed being hers. */
export function digestsGuardian(mode: UserRow['chaperoneMode'], status: LinkStatus | undefined): mode is 'summary' | 'copies' {
  return mode !== 'alerts' && status === 'confirmed';
}

type GuardianFields = Pick<UserRow, 'gender' | 'guardianEmail' | 'guardianPhone'>;
export type GuardianChange = 'none' | 'phone_only' | 'new_address';

/**
 * Whether saving a profile changes who her guardian is. A new address names a new person; a new
 * phone with the same address asks the same person to confirm again. Either way it is not silent.
 */
export function guardianChangeOf(before: GuardianFields, after: GuardianFields): GuardianChange {
  const contact = (u: GuardianFields) => (u.gender === 'female' ? { email: u.guardianEmail.trim().toLowerCase(), phone: u.guardianPhone.trim() } : { email: '', phone: '' });
  const [was, now] = [contact(before), contact(after)];
  if (was.email !== now.email) return 'new_address';
  if (was.phone !== now.phone && now.email !== '') return 'phone_only';
  return 'none';
}

/** Which digest, if any, covers the week before `at`: weeks run Monday 00:00 to Monday 00:00, UTC. */
export function previousWeek(at: Date): { start: Date; end: Date } {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const end = new Date(midnight - sinceMonday * 86_400_000);
  return { start: new Date(end.getTime() - 7 * 86_400_000), end };
}

/** A pending guardian is reminded once, this long after she named them. */
export const REMINDER_AFTER_MS = 3 * 86_400_000;

/** How many times a day a member may change her guardian's address or phone (each mails someone). */
export const GUARDIAN_CHANGES_PER_DAY = 3;
