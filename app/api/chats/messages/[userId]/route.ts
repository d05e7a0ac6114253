import { historyQuerySchema } from '@/lib/schemas/chat';
import { listMessages } from '@/lib/server/chats/list-messages';
import { readQuery } from '@/lib/server/chats/read-query';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'member' }, ({ session, params, request }) =>
  listMessages(session.user, String(params.userId), readQuery(historyQuerySchema, request)),
);
