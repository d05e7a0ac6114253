import { eq, sql } from 'drizzle-orm';
import type { GuardianFields } from '@/lib/shared/guardian';
import { guardianLinks, type UserRow } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';
import { AppError } from '../errors';
import { waitPhrase } from '../security/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { guardianReplacedMail } from '../mail/templates/guardian-replaced';
import { currentLink, isOptedOut, mintLinks } from './links';
import { nameGuardian } from './name-guardian';
import { GUARDIAN_CHANGES_PER_DAY, guardianChangeOf, guardianFieldsOf } from './rules';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';

const DAY_MS = 86_400_000;

/**
 * Each change of guardian mails an address she typed, so a member has a budget of changes per
 * rolling day, on the app clock. Every guardian link of hers after the first is one change; the
 * first (her sign-up, or the first guardian an admin named) is free.
 */
async function assertChangeBudget(tx: Tx, userId: string, at: Date): Promise<void> {
  const since = new Date(at.getTime() - DAY_MS);
  const result = await tx.execute<{ changes: number; oldest: string | Date | null }>(sql`
    select count(*)::int as changes, min(l.created_at) as oldest from ${guardianLinks} l
    where l.user_id = ${userId} and l.created_at > ${since}
      and exists (select 1 from ${guardianLinks} o where o.user_id = l.user_id and o.created_at < l.created_at)`);
  const row = result.rows[0];
  if (!row || Number(row.changes) < GUARDIAN_CHANGES_PER_DAY || !row.oldest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + DAY_MS - at.getTime()) / 1000));
  throw new AppError('rate_limited', MSG_GUARDIAN.guardianChangesPerDay(waitPhrase(retryAfterSeconds)), { retryAfterSeconds });
}

/**
 * A profile save (hers or an admin's) that changes her guardian is never silent: the guardian she
 * named before is told they were replaced (and nothing else), and the one she names now receives
 * the mail asking them to confirm. Runs in the save's transaction, with her row locked; `named`
 * is the guardian the saved form names. Her own saves are `budgeted` (GUARDIAN_CHANGES_PER_DAY);
 * an admin's are not.
 */
export async function applyGuardianChange(tx: Tx, before: UserRow, after: UserRow, named: GuardianFields, options: { budgeted?: boolean } = {}): Promise<void> {
  const old = await currentLink(tx, before.id, true);
  const change = guardianChangeOf(guardianFieldsOf(before, old), { ...named, gender: after.gender });
  if (change === 'none') return;
  if (options.budgeted) await assertChangeBudget(tx, before.id, now());
  if (old) await tx.update(guardianLinks).set({ status: 'replaced' }).where(eq(guardianLinks.id, old.id));
  const stillListening = old && (old.status === 'pending' || old.status === 'confirmed');
  if (old && change === 'new_address' && stillListening && !(await isOptedOut(tx, old.email, before.id))) {
    await enqueueMail(tx, await guardianReplacedMail(before, old.email, await mintLinks(tx, old.id)));
  }
  await nameGuardian(tx, after, { ...named, gender: after.gender }, change === 'phone_only' ? 'phone_changed' : old ? 'new_guardian' : 'registration');
}
