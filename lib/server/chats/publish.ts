import { toUser } from '../realtime/emit';
import { acknowledgeDelivery } from './acknowledge-delivery';
import type { ChatMessage } from './present';

/** How long a receiver's sockets have to acknowledge a message before it stays "sent". */
const DELIVERY_ACK_TIMEOUT_MS = 10_000;

/**
 * After the message is stored: to the sender's other tabs (the sender passed the member check in
 * this very request; the socket that sent it, `originSocketId`, has it in its acknowledgement),
 * and to the receiver if their access holds (`receiverHearsEvents`, read with the send's checks),
 * with an acknowledgement; the first acknowledging socket of the receiver makes the message
 * delivered.
 */
export function publishNewMessage(message: ChatMessage, receiverHearsEvents: boolean, originSocketId?: string): void {
  // Every newMessage asks for an acknowledgement (one contract for all tabs); the sender's are ignored.
  toUser(message.senderId)
    ?.except(originSocketId ?? [])
    .timeout(DELIVERY_ACK_TIMEOUT_MS)
    .emit('newMessage', message, () => undefined);
  if (!receiverHearsEvents) return;
  // A timeout with some replies still hands over the replies that came: one is enough.
  toUser(message.receiverId)
    ?.timeout(DELIVERY_ACK_TIMEOUT_MS)
    .emit('newMessage', message, (_timedOut, replies) => {
      if (replies?.length) acknowledgeDelivery(message._id);
    });
}
