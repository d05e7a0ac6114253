import { chatListQuerySchema } from '@/lib/schemas/chat';
import { listChats } from '@/lib/server/chats/list-chats';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'member', query: chatListQuerySchema }, ({ session, query }) => listChats(session.user, query));
