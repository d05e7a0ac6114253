import { requireBearer } from '@/lib/server/paypal-simulator/auth';
import { json, readJson, simRoute } from '@/lib/server/paypal-simulator/http';
import { verifySimWebhook } from '@/lib/server/paypal-simulator/webhooks';

export const POST = simRoute(async (request) => {
  await requireBearer(request);
  return json(await verifySimWebhook(await readJson(request)));
});
