import { and, eq, isNull } from 'drizzle-orm';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { conversations, messageFlags, messages, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { previewOf } from '../chats/present';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError, notFound } from '../errors';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { messageRemovedMail } from '../mail/templates/moderation';
import { toUser } from '../realtime/emit';

/**
 * Replaces a message's text with "Removed by moderators" for everyone: the stored text changes,
 * so every reader (history, chat list preview, emails) shows the same. The original is kept in
 * the audit log, the record of what was removed and why. The sender is emailed the reason.
 */
export async function removeMessage(actorId: string, messageId: string, reason: string) {
  const db = await getDb();
  const at = now();
  const removedText = MSG_MODERATION.messageRemoved;
  const message = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update').limit(1);
    if (!before) throw notFound(MSG_MODERATION.messageNotFound);
    if (before.removedAt) throw new AppError('conflict', MSG_MODERATION.messageAlreadyRemoved);
    await tx.update(messages).set({ content: removedText, originalContent: null, removedAt: at }).where(eq(messages.id, messageId));
    await tx
      .update(conversations)
      .set({ lastMessagePreview: previewOf(removedText) })
      .where(and(eq(conversations.id, before.conversationId), eq(conversations.lastMessageId, messageId)));
    await tx
      .update(messageFlags)
      .set({ reviewedAt: at, reviewedBy: actorId })
      .where(and(eq(messageFlags.messageId, messageId), isNull(messageFlags.reviewedAt)));
    const [sender] = await tx.select().from(users).where(eq(users.id, before.senderId)).limit(1);
    await enqueueMail(tx, await messageRemovedMail(sender, reason));
    await recordAudit(tx, {
      actorId,
      action: 'moderation.message.remove',
      reason,
      targetUserId: before.senderId,
      before: { messageId, conversationId: before.conversationId, content: before.content },
      after: { messageId, conversationId: before.conversationId, content: removedText },
    });
    return before;
  });
  nudgeOutbox();
  const notice = { messageId, conversationId: message.conversationId, content: removedText };
  for (const userId of [message.senderId, message.receiverId]) toUser(userId)?.emit('messageRemoved', notice);
  return { success: true, _id: messageId };
}
