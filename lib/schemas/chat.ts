import './jitless';
import { z } from 'zod/mini';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_INPUT } from '@/lib/shared/messages/input';

import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, MESSAGE_MAX_LENGTH } from '@/lib/shared/constants';
export const CLIENT_ID_MAX_LENGTH = 64;
export { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, MESSAGE_MAX_LENGTH };
export const CHAT_LIST_DEFAULT = 50;
export const CHAT_LIST_MAX = 100;

/** Ids are uuids; anything else is refused with the caller's own sentence, never a database error. */
export const idField = (message: string) => z.uuid({ error: message });

export const messageContentField = z
  .string({ error: MSG_CHAT.messageEmpty })
  .check(z.trim(), z.minLength(1, MSG_CHAT.messageEmpty), z.maxLength(MESSAGE_MAX_LENGTH, MSG_CHAT.messageTooLong));

export const sendMessageSchema = z.object({
  receiverId: idField(MSG_CHAT.receiverNotFound),
  content: messageContentField,
  clientId: z.optional(
    z.string({ error: MSG_INPUT.invalidRequest }).check(z.trim(), z.minLength(1, MSG_INPUT.invalidRequest), z.maxLength(CLIENT_ID_MAX_LENGTH, MSG_INPUT.invalidRequest)),
  ),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/** A message typed in a form: the recipient is the form's own, not a field. */
export const messageFormSchema = z.pick(sendMessageSchema, { content: true });

/** `readerId` is accepted for the spec's payload shape but never used: the session is the reader. */
export const readMessageSchema = z.object({
  messageId: idField(MSG_CHAT.messageNotFound),
  readerId: z.optional(z.unknown()),
  senderId: z.optional(z.unknown()),
});

export const deliveredMessageSchema = z.object({ messageId: idField(MSG_CHAT.messageNotFound) });

/** A whole number from the query string, from `min` to `max`; anything else is the one sentence. */
const intQuery = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

const seqParam = intQuery(0, 2_147_483_647, MSG_INPUT.invalidRequest);

/** `?before=<seq>` pages backwards, `?after=<seq>` catches up after a reconnect; not both. */
export const historyQuerySchema = z
  .object({
    before: z.optional(seqParam),
    after: z.optional(seqParam),
    limit: z._default(intQuery(1, HISTORY_PAGE_MAX, MSG_INPUT.invalidRequest), HISTORY_PAGE_DEFAULT),
  })
  .check(z.refine((q) => q.before === undefined || q.after === undefined, { error: MSG_INPUT.invalidRequest }));
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const chatListQuerySchema = z.object({
  before: z.optional(z.iso.datetime({ offset: true, error: MSG_INPUT.invalidRequest })),
  limit: z._default(intQuery(1, CHAT_LIST_MAX, MSG_INPUT.invalidRequest), CHAT_LIST_DEFAULT),
});
export type ChatListQuery = z.output<typeof chatListQuerySchema>;

/** "is typing…": who is written to, and whether typing started (or goes on) or stopped. */
export const typingSchema = z.object({
  receiverId: idField(MSG_CHAT.receiverNotFound),
  typing: z.boolean({ error: MSG_INPUT.invalidRequest }),
});
export type TypingInput = z.output<typeof typingSchema>;
