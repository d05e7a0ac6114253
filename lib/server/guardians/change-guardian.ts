import { eq } from 'drizzle-orm';
import { guardianLinks, type UserRow } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';
import { enqueueMail } from '../mail/outbox';
import { guardianReplacedMail } from '../mail/templates/guardian-replaced';
import { currentLink, isOptedOut, mintLinks } from './links';
import { nameGuardian } from './name-guardian';
import { guardianChangeOf } from './rules';

/**
 * A profile save (hers or an admin's) that changes her guardian is never silent: the guardian she
 * named before is told they were replaced (and nothing else), and the one she names now receives
 * the mail asking them to confirm. Runs in the save's transaction, with her row locked.
 */
export async function applyGuardianChange(tx: Tx, before: UserRow, after: UserRow): Promise<void> {
  const change = guardianChangeOf(before, after);
  if (change === 'none') return;
  let old = await currentLink(tx, before.id, true);
  if (old) {
    await tx.update(guardianLinks).set({ status: 'replaced' }).where(eq(guardianLinks.id, old.id));
  } else if (before.gender === 'female' && before.guardianEmail.trim() !== '') {
    // Named before confirmation existed: recorded now, only to be told of the change.
    [old] = await tx
      .insert(guardianLinks)
      .values({ userId: before.id, email: before.guardianEmail.trim().toLowerCase(), phone: before.guardianPhone, status: 'replaced', createdAt: now() })
      .returning();
  }
  const stillListening = old && (old.status === 'pending' || old.status === 'confirmed' || old.status === 'replaced');
  if (old && change === 'new_address' && stillListening && !(await isOptedOut(tx, old.email))) {
    await enqueueMail(tx, guardianReplacedMail(before, old.email, await mintLinks(tx, old.id)));
  }
  const hadGuardian = before.gender === 'female' && before.guardianEmail.trim() !== '';
  await nameGuardian(tx, after, change === 'phone_only' ? 'phone_changed' : hadGuardian ? 'new_guardian' : 'registration');
}
