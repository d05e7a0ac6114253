import { hasGuardian, sameAddress, type GuardianFields } from '@/lib/shared/guardian';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import type { GuardianLinkRow, UserRow } from '@/models';
import { AppError } from '../errors';

type LinkStatus = GuardianLinkRow['status'];

type Requester = Pick<UserRow, 'isAdmin'>;

/** The match requests a woman's guardian (wali) is told of (DESIGN.md section 6). */
export type MatchRequestKind = 'photo_request' | 'new_conversation';

/**
 * A woman's guardian fields as her guardian link records them: `guardian_links` is the one record
 * of who her guardian is (her link that is not `replaced`), with its answer; none for a man.
 */
export function guardianFieldsOf(person: Pick<UserRow, 'gender'>, link: Pick<GuardianLinkRow, 'email' | 'phone'> | undefined): GuardianFields {
  return { gender: person.gender, guardianEmail: link?.email ?? '', guardianPhone: link?.phone ?? '' };
}

/**
 * Who is told of a match request, in one place: only a woman's named guardian who has neither
 * declined nor stopped our emails, on every request from another member (a photo request, or
 * the first message of a conversation someone else starts). An admin writing to a member is the
 * service speaking, not a match request.
 */
export function alertsGuardian(ward: Pick<UserRow, 'gender'>, requester: Requester, link: Pick<GuardianLinkRow, 'email' | 'status'> | undefined): boolean {
  if (!link || !hasGuardian({ gender: ward.gender, guardianEmail: link.email }) || requester.isAdmin) return false;
  return link.status === 'pending' || link.status === 'confirmed';
}

/**
 * Her guardian's address is not her own. The schemas check it where the form carries her email
 * (sign-up, an admin creating a profile); saves that do not carry it check the account's here.
 */
export function assertGuardianNotSelf(ownEmail: string, named: GuardianFields): void {
  if (hasGuardian(named) && sameAddress(named.guardianEmail, ownEmail)) throw new AppError('invalid_input', MSG_GUARDIAN.guardianEmailIsOwn);
}

/** Weekly digests carry her conversations, so they go only to a guardian who confirmed being hers. */
export function digestsGuardian(mode: UserRow['chaperoneMode'], status: LinkStatus | undefined): mode is 'summary' | 'copies' {
  return mode !== 'alerts' && status === 'confirmed';
}

export type GuardianChange = 'none' | 'phone_only' | 'new_address';

/**
 * Whether saving a profile changes who her guardian is. A new address names a new person; a new
 * phone with the same address asks the same person to confirm again. Either way it is not silent.
 */
export function guardianChangeOf(before: GuardianFields, after: GuardianFields): GuardianChange {
  const contact = (u: GuardianFields) => (hasGuardian(u) ? { email: u.guardianEmail.trim().toLowerCase(), phone: u.guardianPhone.trim() } : { email: '', phone: '' });
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
