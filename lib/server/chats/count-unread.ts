import { inArray, sql } from 'drizzle-orm';
import { UNREAD_COUNT_CAP } from '@/lib/shared/constants';
import { conversations, messages } from '@/models';
import type { Tx } from '../db';

/**
 * How many messages of each conversation wait unread for the reader, counted up to
 * UNREAD_COUNT_CAP (the badge says "99+" from there): each count stops after that many entries
 * of messages_unread_idx, so a backlog of thousands costs the chat list what a hundred does.
 * Conversations with nothing unread are absent from the map.
 */
export async function countUnread(db: Tx, readerId: string, conversationIds: string[]): Promise<Map<string, number>> {
  const waiting = sql`select 1 from ${messages}
    where ${messages.conversationId} = ${conversations.id} and ${messages.receiverId} = ${readerId} and ${messages.readAt} is null
    limit ${UNREAD_COUNT_CAP}`;
  const rows = await db
    .select({ id: conversations.id, unread: sql<number>`(select count(*)::int from (${waiting}) as capped)` })
    .from(conversations)
    .where(inArray(conversations.id, conversationIds));
  return new Map(rows.filter((row) => row.unread > 0).map((row) => [row.id, row.unread]));
}
