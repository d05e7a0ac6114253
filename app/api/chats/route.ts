import { chatListQuerySchema } from '@/lib/schemas/chat';
import { listChats } from '@/lib/server/chats/list-chats';
import { readQuery } from '@/lib/server/chats/read-query';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'member' }, ({ session, request }) => listChats(session.user, readQuery(chatListQuerySchema, request)));
