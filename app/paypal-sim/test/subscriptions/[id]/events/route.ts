import { json, readJson, simRoute } from '@/lib/server/paypal-simulator/http';
import { fireSimEvent } from '@/lib/server/paypal-simulator/webhooks';

/** Tests and manual checks: change a simulated subscription and deliver PayPal's webhook for it. */
export const POST = simRoute(async (request, { id }) => json(await fireSimEvent(id, await readJson(request))));
