import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { adminMfa, mfaRecoveryCodes } from '@/models';
import type { Tx } from '../../db';
import { decryptSecret, hashRecoveryCode, normalizeRecoveryCode } from './secrets';
import { checkTotp } from './totp';
import { now } from '../../clock';

/**
 * Whether `code` is a fresh authenticator code or an unused recovery code of this admin. Either
 * is spent by the same statement that accepts it, so two requests racing with one code cannot
 * both pass.
 */
export async function spendSecondFactor(db: Tx, userId: string, code: string): Promise<boolean> {
  const [mfa] = await db.select().from(adminMfa).where(eq(adminMfa.userId, userId)).limit(1);
  const secret = mfa?.enabledAt ? decryptSecret(mfa.secret) : undefined;
  if (!mfa?.enabledAt) return false;
  if (/^\d{6}$/.test(code)) {
    if (!secret) return false;
    const step = await checkTotp(secret, code, mfa.lastTimeStep);
    if (step === undefined) return false;
    const [spent] = await db
      .update(adminMfa)
      .set({ lastTimeStep: step, updatedAt: now() })
      .where(and(eq(adminMfa.userId, userId), or(isNull(adminMfa.lastTimeStep), lt(adminMfa.lastTimeStep, step))))
      .returning({ userId: adminMfa.userId });
    return Boolean(spent);
  }
  const [used] = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now() })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(normalizeRecoveryCode(code))), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return Boolean(used);
}
