import { and, eq } from 'drizzle-orm';
import { conversations, type ConversationRow } from '@/models';
import type { Tx } from '../db';

/** The pair in the order the table stores it: the smaller id first, whoever writes first. */
export function orderedPair(one: string, other: string): { userA: string; userB: string } {
  return one < other ? { userA: one, userB: other } : { userA: other, userB: one };
}

export async function findConversation(db: Tx, one: string, other: string): Promise<ConversationRow | undefined> {
  const { userA, userB } = orderedPair(one, other);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)))
    .limit(1);
  return row;
}

export const otherMember = (conversation: Pick<ConversationRow, 'userA' | 'userB'>, me: string) =>
  conversation.userA === me ? conversation.userB : conversation.userA;
