import { readMessageSchema } from '@/lib/schemas/chat';
import { markRead } from '@/lib/server/chats/mark-read';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'member', body: readMessageSchema }, ({ session, body }) => markRead(session.user, body.messageId));
