import type { AdminDeleteAccountInput } from '@/lib/schemas/account';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';
import { forbidden } from '../errors';
import { deleteAccount } from '../users/delete-account';

/** DELETE /api/admin/profiles/{id}: an admin deletes a member's account, with a reason for the audit log. */
export async function deleteProfile(actorId: string, id: string, input: AdminDeleteAccountInput): Promise<{ success: true; message: string }> {
  if (id === actorId) throw forbidden(MSG_ACCOUNT_DELETION.cannotDeleteAdmin);
  await deleteAccount(id, { actorId, via: 'admin', reason: input.reason });
  return { success: true, message: MSG_ACCOUNT_DELETION.adminDeleted };
}
