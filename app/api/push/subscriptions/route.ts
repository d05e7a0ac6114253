import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/schemas/push';
import { route } from '@/lib/server/http';
import { subscribePush } from '@/lib/server/push/subscribe';
import { unsubscribePush } from '@/lib/server/push/unsubscribe';

export const POST = route({ auth: 'user', body: pushSubscriptionSchema, status: 201 }, ({ session, body }) => subscribePush(session, body));
export const DELETE = route({ auth: 'user', body: pushUnsubscribeSchema }, async ({ session, body }) => {
  await unsubscribePush(session.user.id, body.endpoint);
  return new Response(null, { status: 204 });
});
