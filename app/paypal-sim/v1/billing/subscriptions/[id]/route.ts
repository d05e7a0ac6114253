import { requireBearer } from '@/lib/server/paypal-simulator/auth';
import { json, simRoute } from '@/lib/server/paypal-simulator/http';
import { presentSimSubscription } from '@/lib/server/paypal-simulator/present';
import { findSimSubscription } from '@/lib/server/paypal-simulator/subscriptions';

export const GET = simRoute(async (request, { id }) => {
  await requireBearer(request);
  return json(presentSimSubscription(await findSimSubscription(id)));
});
