import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { selfieVerifications, universityEmailLinks, users, type UserRow } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';

export type UniversityBadgeStatus = 'none' | 'pending' | 'verified';
export type PhotoBadgeStatus = 'none' | 'pending' | 'verified' | 'rejected';

export interface OwnVerification {
  university: UniversityBadgeStatus;
  /** The institution the list names for her verified address ("University of Leeds"), else null. */
  institution: string | null;
  photo: PhotoBadgeStatus;
  /** The moderator's reason when her last selfie was refused. */
  photoReason: string | null;
}

/** The badges as other members see them: on public profiles and Find Matches' cards. */
export const publicBadges = (user: Pick<UserRow, 'universityVerifiedAt' | 'photoVerifiedAt'>) => ({
  verifiedUniversity: !!user.universityVerifiedAt,
  verifiedPhoto: !!user.photoVerifiedAt,
});

/**
 * Her own view of both badges: verified, or where her latest attempt stands (a live link is
 * `pending`; her latest selfie `pending` or `rejected`, an expired one `none` so she starts again).
 */
export async function ownVerification(db: Tx, userId: string): Promise<OwnVerification> {
  // Read here rather than taken from the session's row, so the session's query needs none of these columns.
  const [user] = await db
    .select({ id: users.id, universityVerifiedAt: users.universityVerifiedAt, universityInstitution: users.universityInstitution, photoVerifiedAt: users.photoVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return { university: 'none', institution: null, photo: 'none', photoReason: null };
  const [link] = user.universityVerifiedAt
    ? []
    : await db
        .select({ id: universityEmailLinks.id })
        .from(universityEmailLinks)
        .where(and(eq(universityEmailLinks.userId, user.id), isNull(universityEmailLinks.usedAt), gt(universityEmailLinks.expiresAt, now())))
        .limit(1);
  const [selfie] = user.photoVerifiedAt
    ? []
    : await db
        .select({ status: selfieVerifications.status, reason: selfieVerifications.reason })
        .from(selfieVerifications)
        .where(eq(selfieVerifications.userId, user.id))
        .orderBy(desc(selfieVerifications.createdAt))
        .limit(1);
  const photo: PhotoBadgeStatus = user.photoVerifiedAt ? 'verified' : selfie?.status === 'pending' ? 'pending' : selfie?.status === 'rejected' ? 'rejected' : 'none';
  return {
    university: user.universityVerifiedAt ? 'verified' : link ? 'pending' : 'none',
    institution: user.universityVerifiedAt ? user.universityInstitution : null,
    photo,
    photoReason: photo === 'rejected' ? (selfie?.reason ?? null) : null,
  };
}
