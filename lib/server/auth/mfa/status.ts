import { and, count, eq, isNull } from 'drizzle-orm';
import { mfaRecoveryCodes } from '@/models';
import { config } from '../../config';
import { getDb } from '../../db';
import { requireAdmin, type Session } from '../session';

/** GET /api/auth/mfa */
export async function mfaStatus(session: Session): Promise<{ enabled: boolean; required: boolean; recoveryCodesLeft: number }> {
  requireAdmin(session);
  const db = await getDb();
  const [left] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, session.user.id), isNull(mfaRecoveryCodes.usedAt)));
  return { enabled: session.mfaEnabled, required: config().adminMfaRequired, recoveryCodesLeft: session.mfaEnabled ? Number(left?.n ?? 0) : 0 };
}
