import { and, eq, or, sql } from 'drizzle-orm';
import { MSG_MEMBERS } from '@/lib/shared/messages';
import { conversations, photoRequests, subscriptions, users, type UserRow } from '@/models';
import { orderedPair } from '../chats/pair';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { photoRequestOf } from '../photos/access';
import { canSeePhotos, photoAccessStatus as accessStatus } from '../photos/access-status';
import { photosOf } from '../photos/own-photos';
import { askAgainAt } from '../photo-requests/rules';
import { areBlocked } from '../safety/are-blocked';
import { presentSharedPhoto } from '../photos/present';
import { grantsAccessSql } from '../subscriptions/access';
import { presentPublicProfile } from './present-public';

/**
 * Whether a member may open the owner's profile: only someone Find Matches would show them
 * (other gender, subscribed, not an admin, not suspended; see list-members.ts), or someone they
 * already share a conversation or a photo request with, unless a block stands between them
 * (either way). Admins open anyone.
 */
async function mayOpen(db: Tx, viewer: UserRow, owner: UserRow): Promise<boolean> {
  if (owner.id === viewer.id || viewer.isAdmin) return true;
  if (owner.isAdmin || owner.suspended) return false;
  if (await areBlocked(viewer.id, owner.id, db)) return false;
  const pair = orderedPair(viewer.id, owner.id);
  const listable = owner.gender !== viewer.gender ? sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${owner.id} and ${grantsAccessSql()})` : sql`false`;
  const talking = sql`exists (select 1 from ${conversations} where ${and(eq(conversations.userA, pair.userA), eq(conversations.userB, pair.userB))})`;
  const asked = sql`exists (select 1 from ${photoRequests} where ${or(
    and(eq(photoRequests.requesterId, viewer.id), eq(photoRequests.targetUserId, owner.id)),
    and(eq(photoRequests.requesterId, owner.id), eq(photoRequests.targetUserId, viewer.id)),
  )})`;
  const result = await db.execute<{ listable: boolean; talking: boolean; asked: boolean }>(
    sql`select ${listable} as listable, ${talking} as talking, ${asked} as asked`,
  );
  const row = result.rows[0];
  return Boolean(row && (row.listable || row.talking || row.asked));
}

/**
 * What the member talking to her must know before writing: her guardian receives a weekly summary
 * or weekly copies of their conversation. Shown from the moment she chooses it, whatever the
 * guardian's answer so far, since a guardian who confirms later receives that week's digest.
 */
function chaperoneNoticeOf(owner: UserRow): 'summary' | 'copies' | null {
  return owner.gender === 'female' && owner.chaperoneMode !== 'alerts' ? owner.chaperoneMode : null;
}

/**
 * Another member's profile for the side panel: public fields, the viewer's photo access (with
 * `askAgainAt` while a decline keeps the viewer from asking again), and signed photo addresses
 * only when access is granted (else an empty list). A profile the viewer
 * may not open answers exactly like an unknown id, so ids reveal nothing.
 */
export async function viewProfile(viewer: UserRow, profileId: string) {
  const db = await getDb();
  const [owner] = await db.select().from(users).where(eq(users.id, profileId)).limit(1);
  if (!owner || !(await mayOpen(db, viewer, owner))) throw new AppError('not_found', MSG_MEMBERS.profileNotFound);
  const request = owner.id === viewer.id ? undefined : await photoRequestOf(db, viewer.id, owner.id);
  const photoAccessStatus = accessStatus(viewer.id, owner.id, request);
  const photos = canSeePhotos(photoAccessStatus) ? (await photosOf(db, owner.id)).map((p) => presentSharedPhoto(p, viewer.id)) : [];
  return { ...presentPublicProfile(owner), photoAccessStatus, askAgainAt: (request && askAgainAt(request)?.toISOString()) ?? null, photos, chaperoneNotice: chaperoneNoticeOf(owner) };
}
