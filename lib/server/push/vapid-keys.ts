import { eq } from 'drizzle-orm';
import { pushVapidKeys } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { singleton } from '../singleton';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const ROW_ID = 'vapid';
const cache = singleton('push-vapid-keys', (): { keys?: Promise<VapidKeys> } => ({}));

/**
 * The key pair pushes are signed with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, else
 * one pair made once per database, so every node signs with the key browsers subscribed with.
 */
export function vapidKeys(): Promise<VapidKeys> {
  const configured = config().push.vapidKeys;
  if (configured) return Promise.resolve(configured);
  cache.keys ??= loadOrCreate().catch((error: unknown) => {
    cache.keys = undefined;
    throw error;
  });
  return cache.keys;
}

async function loadOrCreate(): Promise<VapidKeys> {
  const db = await getDb();
  // web-push is loaded at the first push, not with the server: most nodes start without one to send.
  const { default: webPush } = await import('web-push');
  const made = webPush.generateVAPIDKeys();
  // Two nodes starting at once both try; the first insert wins and both read it back.
  await db.insert(pushVapidKeys).values({ id: ROW_ID, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, ROW_ID)).limit(1);
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** GET /api/push/key: what the browser's `pushManager.subscribe` needs as `applicationServerKey`. */
export async function publicPushKey(): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys()).publicKey };
}
