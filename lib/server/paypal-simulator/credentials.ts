import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paypalSimCredentials } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { singleton } from '../singleton';

export interface SimulatorCredentials {
  clientId: string;
  clientSecret: string;
}

const ROW_ID = 'simulator';
const cache = singleton('paypal-simulator-credentials', (): { credentials?: Promise<SimulatorCredentials> } => ({}));

/**
 * The credentials the simulator accepts and the app's PayPal client uses in simulator mode:
 * PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET when configured, else random ones made once per database
 * (not per DATA_DIR file: nodes sharing DATABASE_URL must agree, as they share one "PayPal").
 */
export function simulatorCredentials(): Promise<SimulatorCredentials> {
  const { clientId, clientSecret } = config().paypal;
  if (clientId && clientSecret) return Promise.resolve({ clientId, clientSecret });
  cache.credentials ??= loadOrCreate().catch((error: unknown) => {
    cache.credentials = undefined;
    throw error;
  });
  return cache.credentials;
}

async function loadOrCreate(): Promise<SimulatorCredentials> {
  const db = await getDb();
  await db
    .insert(paypalSimCredentials)
    .values({ id: ROW_ID, clientId: `SIM-${randomBytes(18).toString('base64url')}`, clientSecret: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(paypalSimCredentials).where(eq(paypalSimCredentials.id, ROW_ID)).limit(1);
  return { clientId: row.clientId, clientSecret: row.clientSecret };
}
