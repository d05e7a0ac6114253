import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { adminMfa } from '@/models';
import { getDb } from '../../db';
import { AppError } from '../../errors';
import { requireAdmin, type Session } from '../session';
import { encryptSecret } from './secrets';
import { newTotpSecret, totpUri } from './totp';
import { now } from '../../clock';

/**
 * POST /api/auth/mfa/setup: a new secret, kept pending (encrypted) until a code from the app
 * proves it was scanned. Starting again replaces the pending one.
 */
export async function startMfaSetup(session: Session): Promise<{ secret: string; otpauthUrl: string; qrDataUrl: string }> {
  requireAdmin(session);
  if (session.mfaEnabled) throw new AppError('conflict', MSG_MFA.alreadyEnabled);
  const secret = newTotpSecret();
  const pendingSecret = encryptSecret(secret);
  const db = await getDb();
  await db
    .insert(adminMfa)
    .values({ userId: session.user.id, pendingSecret })
    .onConflictDoUpdate({ target: adminMfa.userId, set: { pendingSecret, updatedAt: now() } });
  const otpauthUrl = totpUri(secret, session.user.email);
  // Loaded here, not with the server: only an admin turning on two-step sign-in needs it.
  const { default: QRCode } = await import('qrcode');
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
}
