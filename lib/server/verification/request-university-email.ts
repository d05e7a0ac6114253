import { and, eq, isNull, ne } from 'drizzle-orm';
import { MSG_VERIFICATION } from '@/lib/shared/messages/verification';
import { universityEmailLinks, users, type UserRow } from '@/models';
import { now } from '../clock';
import { config } from '../config';
import { getDb } from '../db';
import { AppError } from '../errors';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { universityLinkMail } from '../mail/templates/verification';
import { universityEmailLimit } from '../security/member-limits';
import { hashLinkToken, newLinkToken } from '../security/link-token';
import { consume } from '../security/rate-limit';
import { academicDomainOf } from './academic-domain';
import { UNIVERSITY_LINK_TTL_MS } from './university-token';

/**
 * Sends a one-time link to a university address (202): the address must be on an academic domain
 * of the swot list (400 otherwise), not already the verified address of another account (409), and
 * she may ask 5 times a day (429; every request counts, so the 409 cannot be used to probe addresses
 * freely). The link is written and the mail queued in one transaction, and her earlier unused links go.
 */
export async function requestUniversityEmail(user: Pick<UserRow, 'id' | 'firstName'>, email: string) {
  const db = await getDb();
  await consume(db, universityEmailLimit(user.id));
  const academic = await academicDomainOf(email);
  if (!academic) throw new AppError('invalid_input', MSG_VERIFICATION.notAcademic);
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.universityVerifiedEmail, email), ne(users.id, user.id)))
    .limit(1);
  if (holder) throw new AppError('conflict', MSG_VERIFICATION.emailTaken);
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    // Only the newest link works: a mistyped address she put right cannot give her its badge.
    await tx.delete(universityEmailLinks).where(and(eq(universityEmailLinks.userId, user.id), isNull(universityEmailLinks.usedAt)));
    await tx.insert(universityEmailLinks).values({
      userId: user.id,
      email,
      institution: academic.institution,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(now().getTime() + UNIVERSITY_LINK_TTL_MS),
      createdAt: now(),
    });
    await enqueueMail(tx, await universityLinkMail(user, email, `${config().appUrl}/verify/university/${token}`));
  });
  nudgeOutbox();
  return { status: 'pending' as const };
}
