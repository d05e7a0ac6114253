import { eq } from 'drizzle-orm';
import { MSG_VERIFICATION } from '@/lib/shared/messages/verification';
import { selfieVerifications, users } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { selfieUrls } from '../photos/signed-url';
import { selfieStorage } from './selfie-storage';
import { mayReview } from './women-routing';

const refused = () => new AppError('forbidden', MSG_VERIFICATION.selfieLinkInvalid);

/**
 * A selfie's bytes, for the admin the address was signed for, only while that admin may review it
 * (still an admin, and the women's routing allows it) and its bytes are still kept. Never cached
 * beyond the address's life; no member-facing path reaches this store.
 */
export async function serveSelfie(verificationId: string, url: URL): Promise<Response> {
  const claims = selfieUrls().verify(verificationId, url.searchParams);
  if (!claims) throw refused();
  const db = await getDb();
  const [viewer] = await db.select({ isAdmin: users.isAdmin, reviewsWomenVerifications: users.reviewsWomenVerifications }).from(users).where(eq(users.id, claims.viewerId)).limit(1);
  if (!viewer?.isAdmin) throw refused();
  const [row] = await db
    .select({ storageKey: selfieVerifications.storageKey, gender: users.gender })
    .from(selfieVerifications)
    .innerJoin(users, eq(users.id, selfieVerifications.userId))
    .where(eq(selfieVerifications.id, verificationId))
    .limit(1);
  if (!row || !(await mayReview(db, viewer, row.gender))) throw refused();
  const stored = row.storageKey ? await selfieStorage().get(row.storageKey) : undefined;
  if (!stored) throw new AppError('not_found', MSG_VERIFICATION.verificationNotFound);
  return new Response(stored.body, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(stored.size),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Disposition': 'inline',
    },
  });
}
