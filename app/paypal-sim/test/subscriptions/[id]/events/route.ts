import { requireClient } from '@/lib/server/paypal-simulator/auth';
import { json, readJson, simRoute } from '@/lib/server/paypal-simulator/http';
import { fireSimEvent } from '@/lib/server/paypal-simulator/webhooks';

/**
 * Tests and manual checks: change a simulated subscription and deliver PayPal's webhook for it.
 * Only with the simulator's credentials: anyone else could cancel or activate any membership.
 */
export const POST = simRoute(async (request, { id }) => {
  await requireClient(request);
  return json(await fireSimEvent(id, await readJson(request)));
});
