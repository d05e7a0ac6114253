import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import type { UserRow } from '@/models';
import { config } from '../config';
import { forbidden } from '../errors';

/**
 * With REQUIRE_EMAIL_VERIFICATION=true, reaching out to someone new (a first message, a photo
 * request) waits for a confirmed login email (403). Off by default, and never for admins; what
 * she already has (ongoing conversations, answers to requests) is never held back.
 */
export function assertEmailVerified(user: Pick<UserRow, 'isAdmin' | 'emailVerifiedAt'>): void {
  if (config().requireEmailVerification && !user.isAdmin && !user.emailVerifiedAt) throw forbidden(MSG_ACCOUNT_EMAIL.verifyFirst);
}
