import { and, eq, isNull, ne } from 'drizzle-orm';
import { MSG_VERIFICATION } from '@/lib/shared/messages/verification';
import { universityEmailLinks, users } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { isUniqueViolation } from '../db-errors';
import { AppError } from '../errors';
import { log } from '../logger';
import { hashLinkToken } from '../security/link-token';

/**
 * The /verify/university/{token} page's button: uses the link once (200) and gives her the
 * university badge, naming the institution the list knows. An unknown or expired link is a 400,
 * a used one a 409, and an address another account verified meanwhile a 409: none changes anything.
 * Any other link still out for her is retired with it.
 */
export async function confirmUniversityEmail(token: string) {
  const db = await getDb();
  const at = now();
  const confirmed = await db
    .transaction(async (tx) => {
    const [link] = await tx.select().from(universityEmailLinks).where(eq(universityEmailLinks.tokenHash, hashLinkToken(token))).for('update').limit(1);
    if (!link) throw new AppError('invalid_input', MSG_VERIFICATION.linkInvalid);
    if (link.usedAt) throw new AppError('conflict', MSG_VERIFICATION.linkUsed);
    if (link.expiresAt.getTime() <= at.getTime()) throw new AppError('invalid_input', MSG_VERIFICATION.linkExpired);
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.universityVerifiedEmail, link.email), ne(users.id, link.userId)))
      .limit(1);
    if (holder) throw new AppError('conflict', MSG_VERIFICATION.emailTaken);
    await tx.update(universityEmailLinks).set({ usedAt: at }).where(and(eq(universityEmailLinks.userId, link.userId), isNull(universityEmailLinks.usedAt)));
    await tx
      .update(users)
      .set({ universityVerifiedAt: at, universityVerifiedEmail: link.email, universityInstitution: link.institution })
      .where(eq(users.id, link.userId));
    return link;
  })
    // Two accounts confirming one address at once: the unique index lets one through.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('conflict', MSG_VERIFICATION.emailTaken);
      throw error;
    });
  log().info({ userId: confirmed.userId }, '[verification] university email confirmed');
  return { university: 'verified' as const, institution: confirmed.institution };
}
