import './jitless';
import { z } from 'zod';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';

/** DELETE /api/users/profile, and the profile page's confirmation form. */
export const deleteOwnAccountSchema = z.object({
  password: z.string({ error: MSG_ACCOUNT_DELETION.passwordRequired }).min(1, MSG_ACCOUNT_DELETION.passwordRequired).max(1024, MSG_ACCOUNT_DELETION.passwordWrong),
});
export type DeleteOwnAccountInput = z.input<typeof deleteOwnAccountSchema>;

/** DELETE /api/admin/profiles/{id}: the reason goes to the audit log. */
export const adminDeleteAccountSchema = z.object({
  reason: z.string({ error: MSG_ACCOUNT_DELETION.reasonRequired }).trim().min(1, MSG_ACCOUNT_DELETION.reasonRequired).max(1000, MSG_ACCOUNT_DELETION.reasonTooLong),
});
export type AdminDeleteAccountInput = z.input<typeof adminDeleteAccountSchema>;
