import './jitless';
import { z } from 'zod';
import { MSG } from '@/lib/shared/messages';

import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, MESSAGE_MAX_LENGTH } from '@/lib/shared/constants';
export const CLIENT_ID_MAX_LENGTH = 64;
export { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, MESSAGE_MAX_LENGTH };
export const CHAT_LIST_DEFAULT = 50;
export const CHAT_LIST_MAX = 100;

/** Ids are uuids; anything else is refused with the caller's own sentence, never a database error. */
export const idField = (message: string) => z.uuid({ error: message });

export const messageContentField = z
  .string({ error: MSG.messageEmpty })
  .trim()
  .min(1, MSG.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, MSG.messageTooLong);

export const sendMessageSchema = z.object({
  receiverId: idField(MSG.receiverNotFound),
  content: messageContentField,
  clientId: z
    .string({ error: MSG.invalidRequest })
    .trim()
    .min(1, MSG.invalidRequest)
    .max(CLIENT_ID_MAX_LENGTH, MSG.invalidRequest)
    .optional(),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/** `readerId` is accepted for the spec's payload shape but never used: the session is the reader. */
export const readMessageSchema = z.object({
  messageId: idField(MSG.messageNotFound),
  readerId: z.unknown().optional(),
  senderId: z.unknown().optional(),
});

export const deliveredMessageSchema = z.object({ messageId: idField(MSG.messageNotFound) });

const seqParam = z.coerce.number({ error: MSG.invalidRequest }).int(MSG.invalidRequest).min(0, MSG.invalidRequest).max(2_147_483_647, MSG.invalidRequest);

/** `?before=<seq>` pages backwards, `?after=<seq>` catches up after a reconnect; not both. */
export const historyQuerySchema = z
  .object({
    before: seqParam.optional(),
    after: seqParam.optional(),
    limit: z.coerce.number({ error: MSG.invalidRequest }).int(MSG.invalidRequest).min(1, MSG.invalidRequest).max(HISTORY_PAGE_MAX, MSG.invalidRequest).default(HISTORY_PAGE_DEFAULT),
  })
  .refine((q) => q.before === undefined || q.after === undefined, { error: MSG.invalidRequest });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const chatListQuerySchema = z.object({
  before: z.iso.datetime({ offset: true, error: MSG.invalidRequest }).optional(),
  limit: z.coerce.number({ error: MSG.invalidRequest }).int(MSG.invalidRequest).min(1, MSG.invalidRequest).max(CHAT_LIST_MAX, MSG.invalidRequest).default(CHAT_LIST_DEFAULT),
});
export type ChatListQuery = z.output<typeof chatListQuerySchema>;

/** "is typing…": who is written to, and whether typing started (or goes on) or stopped. */
export const typingSchema = z.object({
  receiverId: idField(MSG.receiverNotFound),
  typing: z.boolean({ error: MSG.invalidRequest }),
});
export type TypingInput = z.output<typeof typingSchema>;
