import { requireBearer } from '@/lib/server/paypal-simulator/auth';
import { readJson, simNotFound, simRoute } from '@/lib/server/paypal-simulator/http';
import { changeSimSubscription, isSimAction } from '@/lib/server/paypal-simulator/subscriptions';

/** cancel, suspend and activate. */
export const POST = simRoute(async (request, { id, action }) => {
  await requireBearer(request);
  if (!isSimAction(action)) throw simNotFound();
  await changeSimSubscription(id, action, await readJson(request));
  return new Response(null, { status: 204 });
});
