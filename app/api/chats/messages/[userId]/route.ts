import { z } from 'zod/mini';
import { historyQuerySchema } from '@/lib/schemas/chat';
import { pathId } from '@/lib/schemas/params';
import { listMessages } from '@/lib/server/chats/list-messages';
import { route } from '@/lib/server/http';
import { MSG_CHAT } from '@/lib/shared/messages/chat';

const params = z.object({ userId: pathId(MSG_CHAT.chatUserNotFound) });

export const GET = route({ auth: 'member', params, query: historyQuerySchema }, ({ session, params, query }) =>
  listMessages(session.user, params.userId, query),
);
