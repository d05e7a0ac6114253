import { confirmPaypalSubscriptionSchema } from '@/lib/schemas/subscriptions';
import { route } from '@/lib/server/http';
import { confirmPaypalSubscription } from '@/lib/server/subscriptions/confirm';

export const POST = route({ auth: 'user', body: confirmPaypalSubscriptionSchema }, ({ session, body }) => confirmPaypalSubscription(session, body));
