import { hasGuardian, type GuardianFields } from '@/lib/shared/guardian';
import type { UserRow } from '@/models';
import { guardianLinks } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';
import { enqueueMail } from '../mail/outbox';
import { guardianInvitationMail, type InvitationReason } from '../mail/templates/guardian-registration';
import { isOptedOut, mintLinks } from './links';

/**
 * Records the guardian a woman names (in the caller's transaction, which has ended any previous
 * one) and queues the mail asking them to confirm. An address that asked for no more email is
 * recorded as such and sent nothing; her profile then asks her to name someone else.
 */
export async function nameGuardian(tx: Tx, ward: UserRow, named: GuardianFields, reason: Exclude<InvitationReason, 'reminder'>): Promise<void> {
  if (!hasGuardian(named)) return;
  const email = named.guardianEmail.trim().toLowerCase();
  const stopped = await isOptedOut(tx, email, ward.id);
  const at = now();
  const [link] = await tx
    .insert(guardianLinks)
    .values({ userId: ward.id, email, phone: named.guardianPhone, status: stopped ? 'unsubscribed' : 'pending', createdAt: at, respondedAt: stopped ? at : null })
    .returning();
  if (stopped) return;
  await enqueueMail(tx, await guardianInvitationMail(reason, ward, email, await mintLinks(tx, link.id)));
}
