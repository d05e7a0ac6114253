import { requireBearer } from '@/lib/server/paypal-simulator/auth';
import { json, readJson, simRoute } from '@/lib/server/paypal-simulator/http';
import { createSimSubscription } from '@/lib/server/paypal-simulator/subscriptions';

export const POST = simRoute(async (request) => {
  await requireBearer(request);
  return json(await createSimSubscription(await readJson(request), request.headers.get('paypal-request-id')), 201);
});
