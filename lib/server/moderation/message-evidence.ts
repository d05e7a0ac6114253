import { eq } from 'drizzle-orm';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { messageFlags, messages } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { notFound } from '../errors';
import { memberEvidence } from './member-evidence';
import { messageContext } from './message-context';

/** GET /api/admin/messages/{id}: a (flagged) message with the ten before it, its flag, and its sender's profile and history. */
export async function messageEvidence(adminId: string, messageId: string) {
  const db = await getDb();
  const at = now();
  const [row] = await db
    .select({ message: messages, flag: messageFlags })
    .from(messages)
    .leftJoin(messageFlags, eq(messageFlags.messageId, messages.id))
    .where(eq(messages.id, messageId))
    .limit(1);
  if (!row) throw notFound(MSG_MODERATION.messageNotFound);
  const [conversation, member] = await Promise.all([messageContext(db, row.message, at), memberEvidence(db, row.message.senderId, adminId, at)]);
  return {
    conversation,
    flag: row.flag ? { kinds: row.flag.kinds, createdAt: row.flag.createdAt.toISOString(), reviewedAt: row.flag.reviewedAt?.toISOString() ?? null } : null,
    member,
  };
}

export type MessageEvidence = Awaited<ReturnType<typeof messageEvidence>>;
