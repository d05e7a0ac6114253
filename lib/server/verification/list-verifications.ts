import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MSG_SELFIE_POSES, type PoseId } from '@/lib/shared/messages/verification';
import { photos, selfieVerifications, users, type UserRow } from '@/models';
import { getDb } from '../db';
import { photoUrls, selfieUrls } from '../photos/signed-url';
import { MAX_PHOTOS_PER_MEMBER } from '../photos/limits';
import { reviewableOwnersSql } from './women-routing';

/** A page of the section: the oldest waiting first (fair to whoever sent first), decided ones newest first. */
const PAGE = 50;

type Admin = Pick<UserRow, 'id' | 'reviewsWomenVerifications'>;

/**
 * The moderators' Verifications section: each selfie with the pose asked for and the member's
 * photos, all through addresses signed for this admin. While any admin reviews women's
 * verifications, other admins do not see women's selfies at all.
 */
export async function listVerifications(admin: Admin, status: 'pending' | 'approved' | 'rejected') {
  const db = await getDb();
  const routed = await reviewableOwnersSql(db, admin);
  const rows = await db
    .select({
      selfie: selfieVerifications,
      member: { id: users.id, firstName: users.firstName, lastName: users.lastName, age: users.age, gender: users.gender, university: users.university, status: users.status },
    })
    .from(selfieVerifications)
    .innerJoin(users, eq(users.id, selfieVerifications.userId))
    .where(and(eq(selfieVerifications.status, status), routed))
    .orderBy(status === 'pending' ? asc(selfieVerifications.createdAt) : desc(selfieVerifications.decidedAt))
    .limit(PAGE);
  const owners = [...new Set(rows.map((r) => r.selfie.userId))];
  const theirPhotos = owners.length
    ? await db.select({ id: photos.id, userId: photos.userId }).from(photos).where(inArray(photos.userId, owners)).orderBy(asc(photos.createdAt))
    : [];
  const photoSigner = photoUrls();
  const selfieSigner = selfieUrls();
  return {
    verifications: rows.map(({ selfie, member }) => ({
      id: selfie.id,
      userId: selfie.userId,
      poseId: selfie.poseId,
      instruction: MSG_SELFIE_POSES[selfie.poseId as PoseId] ?? selfie.poseId,
      createdAt: selfie.createdAt.toISOString(),
      status: selfie.status,
      reason: selfie.reason,
      decidedAt: selfie.decidedAt?.toISOString() ?? null,
      selfieUrl: selfie.storageKey ? selfieSigner.sign(selfie.id, admin.id) : null,
      member,
      photos: theirPhotos
        .filter((p) => p.userId === selfie.userId)
        .slice(0, MAX_PHOTOS_PER_MEMBER)
        .map((p) => ({ id: p.id, url: photoSigner.sign(p.id, admin.id) })),
    })),
  };
}

export type AdminVerification = Awaited<ReturnType<typeof listVerifications>>['verifications'][number];
