import { eq } from 'drizzle-orm';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { adminMfa, mfaRecoveryCodes } from '@/models';
import { getDb } from '../../db';
import { AppError } from '../../errors';
import { verifyPassword } from '../passwords';
import { requireAdmin, type Session } from '../session';
import { spendSecondFactor } from './check-code';
import { failedCodeLimit } from './limit';

/** POST /api/auth/mfa/disable { password, code }: both factors, so a borrowed session alone cannot turn it off. */
export async function disableMfa(session: Session, input: { password: string; code: string }): Promise<{ success: true }> {
  requireAdmin(session);
  if (!session.mfaEnabled) throw new AppError('invalid_input', MSG_MFA.notEnabled);
  const db = await getDb();
  const limit = failedCodeLimit(session.user.id);
  await limit.reserve(db);
  const passwordOk = await verifyPassword(input.password, session.user.passwordHash);
  if (!passwordOk || !(await spendSecondFactor(db, session.user.id, input.code))) {
    throw new AppError('invalid_input', passwordOk ? MSG_MFA.codeInvalid : MSG_MFA.passwordWrong);
  }
  await limit.clear(db);
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, session.user.id));
    await tx.delete(adminMfa).where(eq(adminMfa.userId, session.user.id));
  });
  return { success: true };
}
