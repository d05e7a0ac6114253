import { subscribeSchema } from '@/lib/schemas/subscriptions';
import { route } from '@/lib/server/http';
import { subscribe } from '@/lib/server/subscriptions/subscribe';

export const POST = route({ auth: 'user', body: subscribeSchema }, ({ session, body }) => subscribe(session, body));
