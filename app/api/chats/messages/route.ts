import { sendMessageSchema } from '@/lib/schemas/chat';
import { sendMessage } from '@/lib/server/chats/send-message';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'member', body: sendMessageSchema, status: 201 }, ({ session, body }) => sendMessage(session.user, body));
