import { and, asc, count, desc, eq, gte, inArray, lt, max, ne, or, sql } from 'drizzle-orm';
import { conversations, guardianDigests, guardianLinks, messages, users, type UserRow } from '@/models';
import { now } from '../clock';
import { getDb, type Tx } from '../db';
import { log } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { guardianDigestMail, type DigestConversation } from '../mail/templates/guardian-digest';
import { mintLinks } from './links';
import { digestsGuardian, previousWeek } from './rules';

const BATCH = 20;

/** Her conversations with messages in [from, to), the other member described; with `copies`, the messages too. */
async function weekOf(tx: Tx, ward: UserRow, from: Date, to: Date, copies: boolean): Promise<DigestConversation[]> {
  const other = sql`case when ${conversations.userA} = ${ward.id} then ${conversations.userB} else ${conversations.userA} end`;
  const rows = await tx
    .select({
      id: conversations.id,
      firstName: users.firstName,
      age: users.age,
      university: users.university,
      status: users.status,
      messageCount: count(messages.id),
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, other))
    .innerJoin(messages, and(eq(messages.conversationId, conversations.id), gte(messages.createdAt, from), lt(messages.createdAt, to)))
    // An admin writing to her is the service, not a match: not a conversation to report.
    .where(and(or(eq(conversations.userA, ward.id), eq(conversations.userB, ward.id)), gte(conversations.lastMessageAt, from), eq(users.isAdmin, false)))
    .groupBy(conversations.id, users.id)
    .orderBy(desc(max(messages.createdAt)));
  if (!copies || rows.length === 0) return rows.map(({ id: _id, ...c }) => ({ ...c, messageCount: Number(c.messageCount) }));

  const texts = await tx
    .select({ conversationId: messages.conversationId, senderId: messages.senderId, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(and(inArray(messages.conversationId, rows.map((r) => r.id)), gte(messages.createdAt, from), lt(messages.createdAt, to)))
    .orderBy(asc(messages.conversationId), asc(messages.seq));
  return rows.map(({ id, ...c }) => ({
    ...c,
    messageCount: Number(c.messageCount),
    messages: texts
      .filter((m) => m.conversationId === id)
      .map((m) => ({ from: m.senderId === ward.id ? ward.firstName : c.firstName, at: m.createdAt, text: m.content })),
  }));
}

/**
 * Queues last week's digest for every woman who chose one and whose guardian confirmed. The
 * (woman, week) row is inserted in the transaction that queues the mail, and its primary key
 * lets only one node win, so each digest is sent once however many nodes run this. A week with
 * nothing to tell is recorded and sends nothing. Resolves how many women were decided.
 */
export async function queueWeeklyDigests(): Promise<number> {
  const db = await getDb();
  const week = previousWeek(now());
  const due = await db
    .select({ ward: users, link: guardianLinks })
    .from(users)
    .innerJoin(guardianLinks, and(eq(guardianLinks.userId, users.id), eq(guardianLinks.status, 'confirmed')))
    .where(
      and(
        ne(users.chaperoneMode, 'alerts'),
        sql`not exists (select 1 from ${guardianDigests} where ${guardianDigests.userId} = ${users.id} and ${guardianDigests.weekStart} = ${week.start})`,
      ),
    )
    .limit(BATCH);

  let claimed = 0;
  let sent = 0;
  for (const { ward, link } of due) {
    const mode = ward.chaperoneMode;
    const outcome = await db.transaction(async (tx) => {
      const [won] = await tx.insert(guardianDigests).values({ userId: ward.id, weekStart: week.start }).onConflictDoNothing().returning();
      if (!won) return 'lost';
      if (!digestsGuardian(mode, link.status)) return 'quiet';
      // Nothing from before she chose it: the other member had not been shown the notice yet.
      const from = ward.chaperoneSince && ward.chaperoneSince > week.start ? ward.chaperoneSince : week.start;
      const told = from < week.end ? await weekOf(tx, ward, from, week.end, mode === 'copies') : [];
      if (told.length === 0) return 'quiet';
      await tx
        .update(guardianDigests)
        .set({ conversations: told.length })
        .where(and(eq(guardianDigests.userId, ward.id), eq(guardianDigests.weekStart, week.start)));
      await enqueueMail(tx, await guardianDigestMail(mode, ward, link.email, week, told, await mintLinks(tx, link.id)));
      return 'sent';
    });
    if (outcome !== 'lost') claimed += 1;
    if (outcome === 'sent') sent += 1;
  }
  if (sent > 0) log().info({ sent, weekStart: week.start.toISOString() }, '[guardian] weekly digests queued');
  return claimed;
}
