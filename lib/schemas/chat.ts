import './jitless';
import { z } from 'zod';
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
  .trim()
  .min(1, MSG_CHAT.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, MSG_CHAT.messageTooLong);

export const sendMessageSchema = z.object({
  receiverId: idField(MSG_CHAT.receiverNotFound),
  content: messageContentField,
  clientId: z
    .string({ error: MSG_INPUT.invalidRequest })
    .trim()
    .min(1, MSG_INPUT.invalidRequest)
    .max(CLIENT_ID_MAX_LENGTH, MSG_INPUT.invalidRequest)
    .optional(),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/** `readerId` is accepted for the spec's payload shape but never used: the session is the reader. */
export const readMessageSchema = z.object({
  messageId: idField(MSG_CHAT.messageNotFound),
  readerId: z.unknown().optional(),
  senderId: z.unknown().optional(),
});

export const deliveredMessageSchema = z.object({ messageId: idField(MSG_CHAT.messageNotFound) });

const seqParam = z.coerce.number({ error: MSG_INPUT.invalidRequest }).int(MSG_INPUT.invalidRequest).min(0, MSG_INPUT.invalidRequest).max(2_147_483_647, MSG_INPUT.invalidRequest);

/** `?before=<seq>` pages backwards, `?after=<seq>` catches up after a reconnect; not both. */
export const historyQuerySchema = z
  .object({
    before: seqParam.optional(),
    after: seqParam.optional(),
    limit: z.coerce.number({ error: MSG_INPUT.invalidRequest }).int(MSG_INPUT.invalidRequest).min(1, MSG_INPUT.invalidRequest).max(HISTORY_PAGE_MAX, MSG_INPUT.invalidRequest).default(HISTORY_PAGE_DEFAULT),
  })
  .refine((q) => q.before === undefined || q.after === undefined, { error: MSG_INPUT.invalidRequest });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const chatListQuerySchema = z.object({
  before: z.iso.datetime({ offset: true, error: MSG_INPUT.invalidRequest }).optional(),
  limit: z.coerce.number({ error: MSG_INPUT.invalidRequest }).int(MSG_INPUT.invalidRequest).min(1, MSG_INPUT.invalidRequest).max(CHAT_LIST_MAX, MSG_INPUT.invalidRequest).default(CHAT_LIST_DEFAULT),
});
export type ChatListQuery = z.output<typeof chatListQuerySchema>;

/** "is typing…": who is written to, and whether typing started (or goes on) or stopped. */
export const typingSchema = z.object({
  receiverId: idField(MSG_CHAT.receiverNotFound),
  typing: z.boolean({ error: MSG_INPUT.invalidRequest }),
});
export type TypingInput = z.output<typeof typingSchema>;
