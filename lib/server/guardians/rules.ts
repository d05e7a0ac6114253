import type { UserRow } from '@/models';
import type { Mail } from '../mail/outbox';
import { guardianMatchRequestMail } from '../mail/templates/guardian-match-request';
import { guardianRegistrationMail } from '../mail/templates/guardian-registration';

type Ward = Pick<UserRow, 'firstName' | 'gender' | 'guardianEmail'>;
type Requester = Pick<UserRow, 'firstName' | 'age' | 'university' | 'status' | 'isAdmin'>;

/** The events a woman's guardian (wali) may be told of (DESIGN.md section 6). */
export type GuardianEvent =
  | { kind: 'registration'; ward: Ward & Parameters<typeof guardianRegistrationMail>[0] }
  | { kind: 'photo_request'; ward: Ward; requester: Requester }
  | { kind: 'new_conversation'; ward: Ward; requester: Requester };

/**
 * Who is told what, in one place: only a woman's named guardian, at her registration and on every
 * match request she receives from another member (a photo request, or the first message of a
 * conversation someone else starts). An admin writing to a member is the service speaking, not a
 * match request. The mail names the requester, never message text or photos.
 */
export function guardianMailFor(event: GuardianEvent): Mail | undefined {
  const { ward } = event;
  if (ward.gender !== 'female' || ward.guardianEmail.trim() === '') return undefined;
  if (event.kind === 'registration') return guardianRegistrationMail(event.ward);
  if (event.requester.isAdmin) return undefined;
  return guardianMatchRequestMail(event.kind, ward, event.requester);
}
