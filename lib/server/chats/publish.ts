import { log } from '../logger';
import { toUser } from '../realtime/emit';
import { markDelivered } from './mark-delivered';
import { areBlocked } from '../safety/are-blocked';
import { mayReceiveMemberEvents } from './notify';
import type { ChatMessage } from './present';

/** How long a receiver's sockets have to acknowledge a message before it stays "sent". */
const DELIVERY_ACK_TIMEOUT_MS = 10_000;

/**
 * After the message is stored: to the sender's other tabs (the sender passed the member check in
 * this very request), and to the receiver, if their access still holds, with an acknowledgement;
 * the first acknowledging socket of the receiver makes the message delivered. Resolves once the
 * emits are handed to the transport.
 */
export async function publishNewMessage(message: ChatMessage): Promise<void> {
  // Every newMessage asks for an acknowledgement (one contract for all tabs); the sender's are ignored.
  toUser(message.senderId)
    ?.timeout(DELIVERY_ACK_TIMEOUT_MS)
    .emit('newMessage', message, () => undefined);
  // A block that landed while this message was being stored still stops it here.
  if (!(await mayReceiveMemberEvents(message.receiverId)) || (await areBlocked(message.senderId, message.receiverId))) return;
  // A timeout with some replies still hands over the replies that came: one is enough.
  toUser(message.receiverId)
    ?.timeout(DELIVERY_ACK_TIMEOUT_MS)
    .emit('newMessage', message, (_timedOut, replies) => {
      if (!replies?.length) return;
      markDelivered(message.receiverId, [message._id]).catch((error) => log().error({ err: error }, '[chat] delivery acknowledgement failed'));
    });
}
