import { and, asc, desc, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import { COMPATIBILITY_QUESTION_BY_ID } from '@/lib/shared/compatibility-questions';
import {
  auditLog,
  blocks,
  compatibilityAnswers,
  conversations,
  guardianLinks,
  messages,
  outbox,
  paymentReceipts,
  photoRequests,
  photos,
  reports,
  subscriptions,
  users,
  type UserRow,
} from '@/models';
import type { Tx } from '../db';
import { ownVerification } from '../verification/status';
import { keysetBatches } from './json-stream';

/** Rows read per query: the export's memory stays this size whatever the member's history. */
export const EXPORT_BATCH = 1000;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** First names of the members she dealt with, read once per batch of ids. */
async function firstNames(db: Tx, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.firstName]));
}

const other = (names: Map<string, string>, id: string) => ({
  id,
  firstName: names.get(id) ?? null,
});

/** Her account as she gave it and as we keep it: everything but the password's hash. */
export async function profile(db: Tx, user: UserRow) {
  const { passwordHash: _secret, ...account } = user;
  const [guardians, verification] = await Promise.all([
    db
      .select({
        email: guardianLinks.email,
        phone: guardianLinks.phone,
        status: guardianLinks.status,
        createdAt: guardianLinks.createdAt,
        respondedAt: guardianLinks.respondedAt,
      })
      .from(guardianLinks)
      .where(eq(guardianLinks.userId, user.id))
      .orderBy(asc(guardianLinks.createdAt)),
    ownVerification(db, user.id),
  ]);
  return {
    ...account,
    createdAt: iso(account.createdAt),
    updatedAt: iso(account.updatedAt),
    guardians: guardians.map((g) => ({
      ...g,
      createdAt: iso(g.createdAt),
      respondedAt: iso(g.respondedAt),
    })),
    verification,
  };
}

/** Her conversations (with whom, since when): small, one row per person she wrote with. */
export async function conversationList(db: Tx, userId: string) {
  const rows = await db
    .select({
      id: conversations.id,
      userA: conversations.userA,
      userB: conversations.userB,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const partnerOf = (row: (typeof rows)[number]) => (row.userA === userId ? row.userB : row.userA);
  const names = await firstNames(db, rows.map(partnerOf));
  return rows.map((row) => ({
    id: row.id,
    with: other(names, partnerOf(row)),
    startedAt: iso(row.createdAt),
  }));
}

const statusOf = (m: { readAt: Date | null; deliveredAt: Date | null }) => (m.readAt ? 'read' : m.deliveredAt ? 'delivered' : 'sent');

/**
 * Every message of every conversation of hers, both sides, in order: each conversation read by
 * its sequence numbers a batch at a time (the `(conversation, seq)` unique index), never whole.
 */
export async function* conversationMessages(db: Tx, userId: string, conversationIds: string[]) {
  for (const conversationId of conversationIds) {
    const batches = keysetBatches(
      (after: number | undefined) =>
        db
          .select({
            id: messages.id,
            seq: messages.seq,
            senderId: messages.senderId,
            content: messages.content,
            createdAt: messages.createdAt,
            deliveredAt: messages.deliveredAt,
            readAt: messages.readAt,
            removedAt: messages.removedAt,
          })
          .from(messages)
          .where(after === undefined ? eq(messages.conversationId, conversationId) : and(eq(messages.conversationId, conversationId), gt(messages.seq, after)))
          .orderBy(asc(messages.seq))
          .limit(EXPORT_BATCH),
      (row) => row.seq,
      EXPORT_BATCH,
    );
    for await (const m of batches) {
      yield {
        conversationId,
        seq: m.seq,
        id: m.id,
        direction: m.senderId === userId ? 'sent' : 'received',
        content: m.content,
        sentAt: iso(m.createdAt),
        deliveredAt: iso(m.deliveredAt),
        readAt: iso(m.readAt),
        status: statusOf(m),
        removedByModerators: m.removedAt !== null,
      };
    }
  }
}

export async function photoRequestList(db: Tx, userId: string) {
  const rows = await db
    .select()
    .from(photoRequests)
    .where(or(eq(photoRequests.requesterId, userId), eq(photoRequests.targetUserId, userId)))
    .orderBy(asc(photoRequests.createdAt));
  const names = await firstNames(
    db,
    rows.map((r) => (r.requesterId === userId ? r.targetUserId : r.requesterId)),
  );
  return rows.map((r) => ({
    id: r.id,
    direction: r.requesterId === userId ? 'sent' : 'received',
    with: other(names, r.requesterId === userId ? r.targetUserId : r.requesterId),
    status: r.status,
    createdAt: iso(r.createdAt),
    respondedAt: iso(r.respondedAt),
    withdrawnAt: iso(r.withdrawnAt),
  }));
}

/** Her photos' records; the bytes go into `photos/` under `file`. */
export async function photoList(db: Tx, userId: string) {
  const rows = await db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.createdAt));
  return rows.map((p) => ({
    id: p.id,
    file: `photos/${p.id}.webp`,
    storageKey: p.storageKey,
    contentType: p.contentType,
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    uploadedAt: iso(p.createdAt),
  }));
}

export async function subscriptionRecords(db: Tx, userId: string) {
  const [subs, receipts] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
    db.select().from(paymentReceipts).where(eq(paymentReceipts.userId, userId)).orderBy(asc(paymentReceipts.paidAt)),
  ]);
  return {
    subscriptions: subs.map((s) => ({
      provider: s.provider,
      subscriptionId: s.providerSubscriptionId,
      status: s.status,
      startedAt: iso(s.createdAt),
      trialEndsAt: iso(s.trialEndsAt),
      currentPeriodEndsAt: iso(s.currentPeriodEndsAt),
      cancelledAt: iso(s.cancelledAt),
      trialReminderSentAt: iso(s.trialRemindedAt),
    })),
    payments: receipts.map((r) => ({
      saleId: r.saleId,
      subscriptionId: r.subscriptionId,
      amount: r.amount,
      currency: r.currency,
      paidAt: iso(r.paidAt),
    })),
  };
}

/** What her guardian was sent, as her Guardian section's log reads it from the outbox. */
export function guardianEmails(db: Tx, userId: string) {
  return keysetBatches(
    (after: { createdAt: Date; id: string } | undefined) =>
      db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          to: outbox.to,
          subject: outbox.subject,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(
          and(
            eq(outbox.userId, userId),
            like(outbox.kind, 'guardian\\_%'),
            after ? sql`(${outbox.createdAt}, ${outbox.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
        .limit(EXPORT_BATCH),
    (row) => ({ createdAt: row.createdAt, id: row.id }),
    EXPORT_BATCH,
  );
}

export async function blockList(db: Tx, userId: string) {
  const rows = await db.select().from(blocks).where(eq(blocks.blockerId, userId)).orderBy(asc(blocks.createdAt));
  const names = await firstNames(
    db,
    rows.map((r) => r.blockedId),
  );
  return rows.map((r) => ({
    member: other(names, r.blockedId),
    blockedAt: iso(r.createdAt),
  }));
}

/** Her reports: what she said and whether it is still open; never which moderator handled it. */
export async function reportsMade(db: Tx, userId: string) {
  const rows = await db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.createdAt));
  const names = await firstNames(
    db,
    rows.flatMap((r) => (r.targetUserId ? [r.targetUserId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    about: r.targetUserId ? other(names, r.targetUserId) : null,
    messageId: r.messageId,
    photoId: r.photoId,
    reason: r.reason,
    details: r.details,
    status: r.status,
    createdAt: iso(r.createdAt),
    closedAt: iso(r.closedAt),
  }));
}

/** Her answers to the compatibility questions, or undefined when she has answered none. */
export async function compatibility(db: Tx, userId: string) {
  const rows = await db.select().from(compatibilityAnswers).where(eq(compatibilityAnswers.userId, userId)).orderBy(asc(compatibilityAnswers.questionId));
  if (rows.length === 0) return undefined;
  return rows.map((r) => {
    const question = COMPATIBILITY_QUESTION_BY_ID.get(r.questionId);
    return {
      questionId: r.questionId,
      question: question?.text ?? null,
      answer: question?.options[r.answer] ?? r.answer,
      accepted: r.accepted.map((option) => question?.options[option] ?? option),
      importance: r.importance,
      updatedAt: iso(r.updatedAt),
    };
  });
}

/** Actions taken on her account: what, why and when, and whether she did it; never a moderator's name or id. */
export async function auditEntries(db: Tx, userId: string) {
  const rows = await db
    .select({
      action: auditLog.action,
      reason: auditLog.reason,
      actorId: auditLog.actorId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(desc(auditLog.createdAt));
  return rows.map((r) => ({
    action: r.action,
    reason: r.reason,
    by: r.actorId === userId ? 'you' : r.actorId ? 'moderator' : 'system',
    at: iso(r.createdAt),
  }));
}
