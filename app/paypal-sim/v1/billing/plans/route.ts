import { requireBearer } from '@/lib/server/paypal-simulator/auth';
import { createCatalogItem } from '@/lib/server/paypal-simulator/catalog';
import { json, readJson, simRoute } from '@/lib/server/paypal-simulator/http';

export const POST = simRoute(async (request) => {
  await requireBearer(request);
  return json(await createCatalogItem('plan', await readJson(request), request.headers.get('paypal-request-id')), 201);
});
