import { emitToUser, emitToUserWithAck } from '../realtime/socket-server';
import { CHAT_EVENTS } from './events';
import { markDelivered } from './mark-delivered';
import type { ChatMessage } from './present';
import { log } from '../logger';

/** How long a receiver's sockets have to acknowledge a message before it stays "sent". */
const DELIVERY_ACK_TIMEOUT_MS = 10_000;

/**
 * After the message is stored: to the sender's other tabs, and to the receiver with an
 * acknowledgement; the first acknowledging socket of the receiver makes the message delivered.
 */
export function publishNewMessage(message: ChatMessage): void {
  emitToUser(message.senderId, CHAT_EVENTS.newMessage, message);
  void emitToUserWithAck(message.receiverId, CHAT_EVENTS.newMessage, message, DELIVERY_ACK_TIMEOUT_MS)
    .then((acks) => (acks.length > 0 ? markDelivered(message.receiverId, [message._id]) : undefined))
    .catch((error) => log().error({ err: error }, '[chat] delivery acknowledgement failed'));
}
