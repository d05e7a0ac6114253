import type { TypingInput } from '@/lib/schemas/chat';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import type { UserRow } from '@/models';
import { getDb } from '../db';
import { invalid } from '../errors';
import { toUser } from '../realtime/emit';
import { areBlocked } from '../safety/are-blocked';
import { mayReceiveMemberEvents } from './notify';
import { findConversation } from './pair';

/**
 * "is typing…" goes to the partner's sockets only, and only within a conversation that exists
 * with a partner whose access holds now, and with no block between them (either way, as for
 * messages); nothing is stored. Answers whether it was relayed.
 */
export async function relayTyping(sender: UserRow, input: TypingInput): Promise<boolean> {
  const receiverId = input.receiverId.toLowerCase();
  if (receiverId === sender.id) throw invalid(MSG_CHAT.cannotMessageSelf);
  const db = await getDb();
  const [conversation, allowed, blocked] = await Promise.all([findConversation(db, sender.id, receiverId), mayReceiveMemberEvents(receiverId), areBlocked(sender.id, receiverId, db)]);
  if (!conversation || !allowed || blocked) return false;
  toUser(receiverId)?.emit('typing', { userId: sender.id, typing: input.typing });
  return true;
}
