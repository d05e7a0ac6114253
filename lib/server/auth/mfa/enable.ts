import { and, eq, isNull } from 'drizzle-orm';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { adminMfa, mfaRecoveryCodes } from '@/models';
import { getDb } from '../../db';
import { AppError } from '../../errors';
import { endSessionSockets } from '../../realtime/emit';
import { revokeSessions } from '../revoke-sessions';
import { requireAdmin, type Session } from '../session';
import { decryptSecret, hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './secrets';
import { checkTotp } from './totp';
import { now } from '../../clock';

/**
 * POST /api/auth/mfa/enable { code }: the pending secret becomes the admin's; 10 recovery codes are
 * shown once. Every other session of the admin ends: each was opened with the password alone, and
 * one opened by someone who had it must not outlive the second factor meant to shut them out.
 */
export async function enableMfa(session: Session, code: string): Promise<{ recoveryCodes: string[] }> {
  requireAdmin(session);
  if (session.mfaEnabled) throw new AppError('conflict', MSG_MFA.alreadyEnabled);
  const db = await getDb();
  const [mfa] = await db.select().from(adminMfa).where(eq(adminMfa.userId, session.user.id)).limit(1);
  const secret = decryptSecret(mfa?.pendingSecret ?? null);
  if (!mfa?.pendingSecret || !secret) throw new AppError('invalid_input', MSG_MFA.notStarted);
  const step = await checkTotp(secret, code, null);
  if (step === undefined) throw new AppError('invalid_input', MSG_MFA.codeInvalid);

  const recoveryCodes = newRecoveryCodes();
  const enabled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminMfa)
      .set({ secret: mfa.pendingSecret, pendingSecret: null, enabledAt: now(), lastTimeStep: step, updatedAt: now() })
      .where(and(eq(adminMfa.userId, session.user.id), eq(adminMfa.pendingSecret, mfa.pendingSecret!), isNull(adminMfa.enabledAt)))
      .returning({ userId: adminMfa.userId });
    if (!row) return false;
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, session.user.id));
    await tx.insert(mfaRecoveryCodes).values(recoveryCodes.map((c) => ({ userId: session.user.id, codeHash: hashRecoveryCode(normalizeRecoveryCode(c)) })));
    await revokeSessions(tx, session.user.id, session.sessionId);
    return true;
  });
  if (!enabled) throw new AppError('invalid_input', MSG_MFA.notStarted);
  await endSessionSockets({ userId: session.user.id, exceptSessionId: session.sessionId }, 'revoked');
  return { recoveryCodes };
}
