import type { TypingInput } from '@/lib/schemas/chat';
import { MSG } from '@/lib/shared/messages';
import type { UserRow } from '@/models';
import { getDb } from '../db';
import { invalid } from '../errors';
import { toUser } from '../realtime/emit';
import { mayReceiveMemberEvents } from './notify';
import { findConversation } from './pair';

/**
 * "is typing…" goes to the partner's sockets only, and only within a conversation that exists
 * and with a partner whose access holds now; nothing is stored. Answers whether it was relayed.
 */
export async function relayTyping(sender: UserRow, input: TypingInput): Promise<boolean> {
  const receiverId = input.receiverId.toLowerCase();
  if (receiverId === sender.id) throw invalid(MSG.cannotMessageSelf);
  const db = await getDb();
  const [conversation, allowed] = await Promise.all([findConversation(db, sender.id, receiverId), mayReceiveMemberEvents(receiverId)]);
  if (!conversation || !allowed) return false;
  toUser(receiverId)?.emit('typing', { userId: sender.id, typing: input.typing });
  return true;
}
