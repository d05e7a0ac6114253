import { and, eq } from 'drizzle-orm';
import { PRICE_GBP, TRIAL_DAYS } from '@/lib/shared/constants';
import { paypalSimCatalog } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { PLAN_NAME, SIMULATOR_PLAN_ID } from '../paypal/plan';
import { simId, simInvalid, simNotFound } from './http';
import { realNow } from '../clock';

type Kind = 'product' | 'plan';
type Json = Record<string, unknown>;

const SIM_PREFIX = '/paypal-sim';

function selfLink(kind: Kind, id: string) {
  const path = kind === 'product' ? 'catalogs/products' : 'billing/plans';
  return [{ href: `${config().appUrl}${SIM_PREFIX}/v1/${path}/${id}`, rel: 'self', method: 'GET' }];
}

/** The plan the simulator knows without setup: the one `npm run paypal:setup` would create. */
function builtInPlan(): Json {
  return {
    id: SIMULATOR_PLAN_ID,
    product_id: 'PROD-SIMULATOR',
    name: PLAN_NAME,
    status: 'ACTIVE',
    billing_cycles: [
      { tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, frequency: { interval_unit: 'DAY', interval_count: TRIAL_DAYS } },
      {
        tenure_type: 'REGULAR',
        sequence: 2,
        total_cycles: 0,
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        pricing_scheme: { version: 1, fixed_price: { currency_code: 'GBP', value: PRICE_GBP } },
      },
    ],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
    create_time: '2026-01-01T00:00:00Z',
    links: selfLink('plan', SIMULATOR_PLAN_ID),
  };
}

function requireFields(body: Json, kind: Kind) {
  const required = kind === 'product' ? ['name', 'type'] : ['product_id', 'name', 'billing_cycles', 'payment_preferences'];
  for (const field of required) {
    if (body[field] === undefined || body[field] === null || body[field] === '') {
      throw simInvalid('MISSING_REQUIRED_PARAMETER', `A required field is missing: ${field}.`);
    }
  }
  if (kind === 'plan' && (!Array.isArray(body.billing_cycles) || body.billing_cycles.length === 0)) {
    throw simInvalid('INVALID_PARAMETER_SYNTAX', 'billing_cycles must be a non-empty array.');
  }
}

/** POST /v1/catalogs/products and /v1/billing/plans; the same PayPal-Request-Id gives the same item. */
export async function createCatalogItem(kind: Kind, body: Json, requestId: string | null): Promise<Json> {
  requireFields(body, kind);
  const db = await getDb();
  if (requestId) {
    const [existing] = await db.select().from(paypalSimCatalog).where(eq(paypalSimCatalog.requestId, requestId)).limit(1);
    if (existing) return JSON.parse(existing.body) as Json;
  }
  if (kind === 'plan') await findCatalogItem('product', String(body.product_id)).catch(() => {
    throw simInvalid('INVALID_PARAMETER_VALUE', 'The product_id does not exist.');
  });
  const id = simId(kind === 'product' ? 'PROD-' : 'P-', kind === 'product' ? 12 : 24);
  const item = { ...body, id, ...(kind === 'plan' ? { status: body.status ?? 'ACTIVE' } : {}), create_time: realNow().toISOString(), links: selfLink(kind, id) };
  await db.insert(paypalSimCatalog).values({ id, kind, requestId, body: JSON.stringify(item) });
  return item;
}

export async function findCatalogItem(kind: Kind, id: string): Promise<Json> {
  if (kind === 'plan' && id === SIMULATOR_PLAN_ID) return builtInPlan();
  const db = await getDb();
  const [row] = await db.select().from(paypalSimCatalog).where(and(eq(paypalSimCatalog.id, id), eq(paypalSimCatalog.kind, kind))).limit(1);
  if (!row) throw simNotFound();
  return JSON.parse(row.body) as Json;
}
