import './jitless';
import { z } from 'zod/mini';
import { MSG_ACCOUNT_DELETION, MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { emailField, linkTokenField } from './fields';

/** DELETE /api/users/profile, and the profile page's confirmation form. */
export const deleteOwnAccountSchema = z.object({
  password: z.string({ error: MSG_ACCOUNT_DELETION.passwordRequired }).check(z.minLength(1, MSG_ACCOUNT_DELETION.passwordRequired), z.maxLength(1024, MSG_ACCOUNT_DELETION.passwordWrong)),
});
export type DeleteOwnAccountInput = z.input<typeof deleteOwnAccountSchema>;

/** DELETE /api/admin/profiles/{id}: the reason goes to the audit log. */
export const adminDeleteAccountSchema = z.object({
  reason: z
    .string({ error: MSG_ACCOUNT_DELETION.reasonRequired })
    .check(z.trim(), z.minLength(1, MSG_ACCOUNT_DELETION.reasonRequired), z.maxLength(1000, MSG_ACCOUNT_DELETION.reasonTooLong)),
});
export type AdminDeleteAccountInput = z.input<typeof adminDeleteAccountSchema>;

/** POST /api/auth/verify-email and POST /api/account/email/confirm: the emailed link's token. */
export const emailLinkSchema = z.object({ token: linkTokenField(MSG_ACCOUNT_EMAIL.linkInvalid) });

/** POST /api/account/email, and Settings' change-of-email form. */
export const changeEmailSchema = z.object({
  password: z.string({ error: MSG_ACCOUNT_EMAIL.passwordRequired }).check(z.minLength(1, MSG_ACCOUNT_EMAIL.passwordRequired), z.maxLength(1024, MSG_ACCOUNT_EMAIL.passwordWrong)),
  newEmail: emailField(MSG_ACCOUNT_EMAIL.newEmailRequired, MSG_ACCOUNT_EMAIL.newEmailInvalid),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
