import { requireBearer } from '@/lib/server/paypal-simulator/auth';
import { findCatalogItem } from '@/lib/server/paypal-simulator/catalog';
import { json, simRoute } from '@/lib/server/paypal-simulator/http';

export const GET = simRoute(async (request, { id }) => {
  await requireBearer(request);
  return json(await findCatalogItem('plan', id));
});
