// `npm run paypal:setup`: creates the catalog product and the billing plan (30-day free trial, then
// £14.99 a month) with the configured PayPal credentials, and prints PAYPAL_PLAN_ID.
// In simulator mode the app must be running, since the simulator is served by the app at APP_URL,
// and the simulator's credentials must be configured: its generated ones live in the app's database,
// which this script must not open beside the running app.
import { randomUUID } from 'node:crypto';
import { config } from '../lib/server/config';
import { paypalRest, paypalSubscriptions } from '../lib/server/paypal/client';
import { CATALOG_PRODUCT, planRequest } from '../lib/server/paypal/billing-plan';

async function main() {
  const { mode, clientId } = config().paypal;
  console.info(`PayPal mode: ${mode}`);
  if (mode === 'simulator' && !clientId) {
    throw new Error('in simulator mode, set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET for the app and for this script');
  }
  const product = await paypalRest('/v1/catalogs/products', { method: 'POST', body: CATALOG_PRODUCT, requestId: randomUUID() });
  if (!product.ok) throw new Error(`creating the catalog product failed: ${product.status} ${await product.text()}`);
  const { id: productId } = (await product.json()) as { id: string };
  console.info(`Catalog product: ${productId}`);

  const { result: plan } = await (await paypalSubscriptions()).createBillingPlan({
    body: planRequest(productId),
    paypalRequestId: randomUUID(),
    prefer: 'return=representation',
  });
  console.info(`Billing plan: ${plan.id} (${plan.status ?? 'status unknown'})`);
  console.info(`\nAdd this to your environment:\nPAYPAL_PLAN_ID=${plan.id}`);
}

main().catch((error) => {
  const body = (error as { body?: unknown }).body;
  console.error('PayPal setup failed:', (error as Error).message || '', typeof body === 'string' ? body : '');
  process.exit(1);
});
