import { and, eq, or, sql } from 'drizzle-orm';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { conversations, photoRequests, users, type UserRow } from '@/models';
import { orderedPair } from '../chats/pair';
import { now } from '../clock';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { photoRequestOf } from '../photos/access';
import { canSeePhotos, photoAccessStatus as accessStatus } from '../photos/access-status';
import { photosOf } from '../photos/own-photos';
import { askAgainAt } from '../photo-requests/rules';
import { notBlockedSql } from '../safety/blocked-sql';
import { listableForSql, reachableSql } from '../safety/contactable';
import { presentSharedPhoto } from '../photos/present';
import { publicBadges } from '../verification/status';
import { presentPublicProfile } from './present-public';

/**
 * The owner, if the viewer may open her profile: only someone Find Matches would show them
 * (`listableForSql`), or someone they already share a conversation or a photo request with,
 * provided she may be seen at all (`reachableSql`: not suspended, no ban or suspension in force)
 * and no block stands between them (either way). Admins open anyone. One query.
 */
async function openableProfile(db: Tx, viewer: UserRow, profileId: string): Promise<UserRow | undefined> {
  const at = now();
  const pair = orderedPair(viewer.id, profileId.toLowerCase());
  const talking = sql`exists (select 1 from ${conversations} where ${and(eq(conversations.userA, pair.userA), eq(conversations.userB, pair.userB))})`;
  const asked = sql`exists (select 1 from ${photoRequests} where ${or(
    and(eq(photoRequests.requesterId, viewer.id), eq(photoRequests.targetUserId, profileId)),
    and(eq(photoRequests.requesterId, profileId), eq(photoRequests.targetUserId, viewer.id)),
  )})`;
  const [row] = await db
    .select({
      owner: users,
      listable: sql<boolean>`${listableForSql(viewer, at)}`,
      known: sql<boolean>`(${reachableSql(at)} and ${notBlockedSql(viewer.id, users.id)} and (${talking} or ${asked}))`,
    })
    .from(users)
    .where(eq(users.id, profileId))
    .limit(1);
  if (!row) return undefined;
  if (row.owner.id === viewer.id || viewer.isAdmin) return row.owner;
  if (row.owner.isAdmin) return undefined;
  return row.listable || row.known ? row.owner : undefined;
}

/** Whether the viewer may open this member's profile (the rule of `openableProfile`). */
export async function canOpenProfile(db: Tx, viewer: UserRow, profileId: string): Promise<boolean> {
  return (await openableProfile(db, viewer, profileId)) !== undefined;
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
  const owner = await openableProfile(db, viewer, profileId);
  if (!owner) throw new AppError('not_found', MSG_MEMBERS.profileNotFound);
  const request = owner.id === viewer.id ? undefined : await photoRequestOf(db, viewer.id, owner.id);
  const photoAccessStatus = accessStatus(viewer.id, owner.id, request);
  const photos = canSeePhotos(photoAccessStatus) ? (await photosOf(db, owner.id)).map((p) => presentSharedPhoto(p, viewer.id)) : [];
  return { ...presentPublicProfile({ ...owner, ...publicBadges(owner) }), photoAccessStatus, askAgainAt: (request && askAgainAt(request)?.toISOString()) ?? null, photos, chaperoneNotice: chaperoneNoticeOf(owner) };
}
