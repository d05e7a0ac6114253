import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { appeals, messageFlags, messages, photos, reports, sanctions, users } from '@/models';
import { now } from '../clock';
import { getDb, type Tx } from '../db';
import { photoUrls } from '../photos/signed-url';
import { memberCards } from './member-cards';
import { iso, presentMember, presentReport } from './present';

/** Each section is a page: the newest items first, never more than this many. */
const QUEUE_PAGE = 50;
const FEED_PAGE = 24;
/** Reports shown per member in the queue; the evidence panel lists them all. */
const REPORTS_PER_GROUP = 5;

const groupKey = sql<string>`coalesce(${reports.targetUserId}, ${reports.id})`;

/** Open reports grouped by the member they name, the group with the newest report first. */
async function reportGroups(db: Tx, at: Date) {
  const groups = await db
    .select({ key: groupKey, openCount: sql<number>`count(*)::int`, latest: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt) })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(groupKey)
    .orderBy(sql`max(${reports.createdAt}) desc`, groupKey)
    .limit(QUEUE_PAGE);
  if (groups.length === 0) return [];
  const keys = groups.map((g) => g.key);
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.status, 'open'), inArray(groupKey, keys)))
    .orderBy(desc(reports.createdAt))
    .limit(QUEUE_PAGE * REPORTS_PER_GROUP);
  const people = await memberCards(db, rows.flatMap((r) => [r.targetUserId, r.reporterId]), at);
  return groups.map((group) => {
    const items = rows.filter((r) => (r.targetUserId ?? r.id) === group.key).slice(0, REPORTS_PER_GROUP);
    const targetId = items[0]?.targetUserId ?? null;
    return {
      key: group.key,
      member: presentMember(targetId ? people.get(targetId) : undefined),
      openCount: group.openCount,
      latestAt: group.latest.toISOString(),
      reports: items.map((r) => presentReport(r, people)),
    };
  });
}

async function flaggedMessages(db: Tx, at: Date) {
  const rows = await db
    .select({ flag: messageFlags, content: messages.content, originalContent: messages.originalContent, receiverId: messages.receiverId, conversationId: messages.conversationId, sentAt: messages.createdAt })
    .from(messageFlags)
    .innerJoin(messages, eq(messages.id, messageFlags.messageId))
    .where(isNull(messageFlags.reviewedAt))
    .orderBy(desc(messageFlags.createdAt))
    .limit(QUEUE_PAGE);
  const people = await memberCards(db, rows.flatMap((r) => [r.flag.senderId, r.receiverId]), at);
  return rows.map((r) => ({
    messageId: r.flag.messageId,
    kinds: r.flag.kinds,
    flaggedAt: r.flag.createdAt.toISOString(),
    content: r.content,
    originalContent: r.originalContent,
    sentAt: r.sentAt.toISOString(),
    conversationId: r.conversationId,
    sender: presentMember(people.get(r.flag.senderId)),
    receiver: presentMember(people.get(r.receiverId)),
  }));
}

async function newPhotos(db: Tx, adminId: string, at: Date) {
  const rows = await db.select().from(photos).where(isNull(photos.reviewedAt)).orderBy(desc(photos.createdAt)).limit(FEED_PAGE);
  const people = await memberCards(db, rows.map((r) => r.userId), at);
  const signer = photoUrls();
  return rows.map((p) => ({ id: p.id, url: signer.sign(p.id, adminId), createdAt: p.createdAt.toISOString(), owner: presentMember(people.get(p.userId)) }));
}

async function changedTexts(db: Tx, at: Date) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      university: users.university,
      description: users.description,
      lookingFor: users.lookingFor,
      changedAt: users.profileTextPendingSince,
    })
    .from(users)
    .where(isNotNull(users.profileTextPendingSince))
    .orderBy(desc(users.profileTextPendingSince))
    .limit(FEED_PAGE);
  const people = await memberCards(db, rows.map((r) => r.id), at);
  return rows.map((r) => ({ ...r, changedAt: iso(r.changedAt)!, member: presentMember(people.get(r.id)) }));
}

/** Oldest first: an appeal waiting longest is answered first. */
async function openAppeals(db: Tx, at: Date) {
  const rows = await db
    .select({ appeal: appeals, sanction: sanctions })
    .from(appeals)
    .innerJoin(sanctions, eq(sanctions.id, appeals.sanctionId))
    .where(eq(appeals.status, 'open'))
    .orderBy(asc(appeals.createdAt))
    .limit(QUEUE_PAGE);
  const people = await memberCards(db, rows.flatMap((r) => [r.appeal.userId, r.sanction.createdBy]), at);
  return rows.map(({ appeal, sanction }) => ({
    id: appeal.id,
    text: appeal.text,
    createdAt: appeal.createdAt.toISOString(),
    member: presentMember(people.get(appeal.userId)),
    sanction: {
      id: sanction.id,
      kind: sanction.kind,
      reason: sanction.reason,
      days: sanction.days,
      createdAt: sanction.createdAt.toISOString(),
      endsAt: iso(sanction.endsAt),
      decidedBy: presentMember(sanction.createdBy ? people.get(sanction.createdBy) : undefined),
    },
  }));
}

/**
 * The moderation queue: open reports grouped by member, flagged messages not yet reviewed, the
 * post-moderation feed (new photos, changed profile texts) and open appeals. Every section is one
 * or two indexed queries with a limit (scripts/bench-moderation.ts times them).
 */
export async function listOpenQueue(adminId: string) {
  const db = await getDb();
  const at = now();
  const [groups, flags, photoFeed, textFeed, appealList] = await Promise.all([
    reportGroups(db, at),
    flaggedMessages(db, at),
    newPhotos(db, adminId, at),
    changedTexts(db, at),
    openAppeals(db, at),
  ]);
  return { status: 'open' as const, groups, flaggedMessages: flags, photos: photoFeed, profileTexts: textFeed, appeals: appealList };
}

export type OpenQueue = Awaited<ReturnType<typeof listOpenQueue>>;
