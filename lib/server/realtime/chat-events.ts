import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { deliveredMessageSchema, readMessageSchema, sendMessageSchema } from '@/lib/schemas/chat';
import { validate } from '@/lib/schemas/validate';
import { MSG } from '@/lib/shared/messages';
import { requireLevel, sessionFromToken } from '../auth/session';
import { CHAT_EVENTS } from '../chats/events';
import { markDelivered } from '../chats/mark-delivered';
import { markRead } from '../chats/mark-read';
import { sendMessage } from '../chats/send-message';
import { AppError } from '../errors';
import { log } from '../logger';

type Ack = (reply: unknown) => void;

/** A message id may come bare (`emit('messageRead', id)`) or as `{ messageId, ... }`. */
function asObject(payload: unknown): unknown {
  return typeof payload === 'string' ? { messageId: payload } : payload;
}

function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = validate(schema, payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {});
  if (!result.ok) throw new AppError('invalid_input', result.message);
  return result.data;
}

/**
 * The chat's socket events run through the same services as HTTP. Each event re-reads the
 * session from the handshake token, so a revoked token or an ended subscription stops sending
 * at once; ids in payloads that the session knows (readerId, senderId) are ignored.
 */
export function registerChatEvents(socket: Socket): void {
  const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
  const memberSession = async () => {
    const session = await sessionFromToken(token);
    requireLevel(session, 'member');
    return session;
  };
  const handle = (event: string, run: (payload: unknown) => Promise<unknown>) => {
    // The spec's messageRead sends (messageId, readerId, senderId): the acknowledgement, if
    // any, is always the last argument and the payload the first.
    socket.on(event, (...args: unknown[]) => {
      const last = args[args.length - 1];
      const reply: Ack = typeof last === 'function' ? (last as Ack) : () => undefined;
      run(typeof args[0] === 'function' ? undefined : args[0])
        .then((result) => reply(result ?? { success: true }))
        .catch((error: unknown) => {
          if (error instanceof AppError) return reply({ error: error.message, code: error.code });
          log().error({ err: error, event }, '[chat] socket event failed');
          reply({ error: MSG.unexpected, code: 'internal' });
        });
    });
  };

  handle(CHAT_EVENTS.newMessage, async (payload) => {
    const session = await memberSession();
    return sendMessage(session.user, parse(sendMessageSchema, payload));
  });
  handle(CHAT_EVENTS.messageRead, async (payload) => {
    const session = await memberSession();
    return markRead(session.user, parse(readMessageSchema, asObject(payload)).messageId);
  });
  handle(CHAT_EVENTS.messageDelivered, async (payload) => {
    const { messageId } = parse(deliveredMessageSchema, asObject(payload));
    const userId = (socket.data as { userId: string }).userId;
    return { success: true, delivered: (await markDelivered(userId, [messageId])).length };
  });
}
