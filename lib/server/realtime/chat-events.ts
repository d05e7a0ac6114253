import type { Socket } from 'socket.io';
import type { z } from 'zod/mini';
import { deliveredMessageSchema, readMessageSchema, sendMessageSchema, typingSchema, type SendMessageInput } from '@/lib/schemas/chat';
import { validate } from '@/lib/schemas/validate';
import { TYPING_RELAY_MIN_MS } from '@/lib/shared/constants';
import type { ClientToServerEvents, ServerToClientEvents, SocketResult } from '@/lib/shared/socket-events';
import { holdSession } from '../auth/held-session';
import { requireLevel, sessionFromToken, type Session } from '../auth/session';
import { refuseNul } from '../body';
import { markDelivered } from '../chats/mark-delivered';
import { markRead } from '../chats/mark-read';
import { relayTyping } from '../chats/relay-typing';
import { sendMessage } from '../chats/send-message';
import { now } from '../clock';
import { isDatabaseUnavailable } from '../db-errors';
import { AppError, unavailable } from '../errors';
import { log } from '../logger';
import { endSessionSockets, type SocketData } from './emit';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_COMMON } from '@/lib/shared/messages/common';

export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** A message id may come bare (`emit('messageRead', id)`) or as `{ messageId, ... }`. */
function asObject(payload: unknown): unknown {
  return typeof payload === 'string' ? { messageId: payload } : payload;
}

/** As an HTTP body (body.ts): a NUL anywhere is refused before the schema, as a 400-style answer. */
function parse<S extends z.core.$ZodType>(schema: S, payload: unknown): z.output<S> {
  refuseNul(payload);
  const result = validate(schema, payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {});
  if (!result.ok) throw new AppError('invalid_input', result.message);
  return result.data;
}

export function handshakeToken(socket: Pick<ChatSocket, 'handshake'>): string | undefined {
  const token: unknown = socket.handshake.auth?.token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * The chat's socket events run through the same services as HTTP, and each checks the session
 * again, so an ended session or a lapsed subscription stops at the next event even before its
 * sockets are disconnected: a send in its own first statement, the other events by reading it
 * (one indexed query). Ids in payloads that the session knows are ignored.
 */
export function registerChatEvents(socket: ChatSocket): void {
  const token = handshakeToken(socket);
  const memberSession = async (): Promise<Session> => {
    const session = await sessionFromToken(token);
    if (session.sessionId !== socket.data.sessionId) throw new AppError('unauthenticated', MSG_AUTH.sessionExpired);
    requireLevel(session, 'member');
    return session;
  };

  // The spec's messageRead sends (messageId, readerId, senderId): the acknowledgement, if any, is
  // always the last argument and the payload the first.
  const handle = <T extends object>(event: keyof ClientToServerEvents, run: (payload: unknown) => Promise<T>) => {
    socket.on(event, (...args: unknown[]) => {
      const last = args[args.length - 1];
      const reply = typeof last === 'function' ? (last as (result: SocketResult<T>) => void) : () => undefined;
      run(typeof args[0] === 'function' ? undefined : args[0])
        .then((result) => reply({ ok: true, ...result }))
        .catch((caught: unknown) => {
          const error = !(caught instanceof AppError) && isDatabaseUnavailable(caught) ? unavailable() : caught;
          if (!(error instanceof AppError)) {
            log().error({ err: error, event }, '[chat] socket event failed');
            return reply({ ok: false, message: MSG_COMMON.unexpected, code: 'internal' });
          }
          reply({ ok: false, message: error.message, code: error.code });
          // The session ended while this socket missed the disconnect (another node, a race).
          if (error.code === 'unauthenticated') void endSessionSockets({ sessionId: socket.data.sessionId }, 'expired');
        });
    });
  };

  // Sends use the session the socket keeps (auth/held-session.ts), checked in the send's own
  // statement; when that says it no longer stands, a fresh read says why (or, if it passes after
  // all, the send goes again with it).
  const held = holdSession(token, socket);
  const heldMemberSession = async (): Promise<{ session: Session; held: boolean }> => {
    try {
      const current = await held.current();
      if (current.session.sessionId !== socket.data.sessionId) throw new AppError('unauthenticated', MSG_AUTH.sessionExpired);
      requireLevel(current.session, 'member');
      return current;
    } catch (error) {
      held.drop();
      throw error;
    }
  };
  const send = async (input: SendMessageInput) => {
    const { session, held: wasHeld } = await heldMemberSession();
    try {
      return await sendMessage(session.user, input, { socketId: socket.id, standing: session });
    } catch (error) {
      if (!wasHeld || !(error instanceof AppError) || error.code !== 'unauthenticated') throw error;
      held.drop();
      const fresh = await heldMemberSession();
      return sendMessage(fresh.session.user, input, { socketId: socket.id, standing: fresh.session });
    }
  };

  // One sender's stream is stored in the order it was sent: each send on this socket starts
  // after the previous one is stored, so a slow first send cannot be overtaken by the next.
  let sends: Promise<unknown> = Promise.resolve();
  handle('newMessage', (payload) => {
    const stored = sends.then(async () => ({ message: await send(parse(sendMessageSchema, payload)) }));
    sends = stored.catch(() => undefined);
    return stored;
  });
  handle('messageRead', async (payload) => {
    const session = await memberSession();
    const { messageId, marked } = await markRead(session.user, parse(readMessageSchema, asObject(payload)).messageId);
    return { messageId, marked };
  });
  handle('messageDelivered', async (payload) => {
    const session = await memberSession();
    const { messageId } = parse(deliveredMessageSchema, asObject(payload));
    return { delivered: (await markDelivered(session.user.id, [messageId])).length };
  });

  // A client repeats "typing" every few seconds; one that repeats faster costs no queries.
  const lastTyping = new Map<string, number>();
  handle('typing', async (payload) => {
    const input = parse(typingSchema, payload);
    const at = now().getTime();
    if (input.typing && at - (lastTyping.get(input.receiverId) ?? -Infinity) < TYPING_RELAY_MIN_MS) return { relayed: false };
    if (input.typing) lastTyping.set(input.receiverId, at);
    else lastTyping.delete(input.receiverId);
    const session = await memberSession();
    return { relayed: await relayTyping(session.user, input) };
  });
}
