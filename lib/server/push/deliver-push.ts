import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '@/models';
import { getAccountSettings } from '../account-settings/get-settings';
import { config } from '../config';
import { getDb } from '../db';
import { log } from '../logger';
import { isAllowedPushEndpoint } from './allowed-hosts';
import { composePush } from './compose';
import { SETTING_OF, type PushJobPayload } from './notices';
import { vapidKeys } from './vapid-keys';

/** A push older than a day is not news: the push service drops it rather than deliver it late. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

const SETTING_KEY = { pushMessages: 'messages', pushPhotoRequests: 'photoRequests', pushModeration: 'moderation' } as const;

/** A push service's answer that another try could change: throttled, or its own failure. */
class PushServiceUnavailable extends Error {}

/**
 * The `push` job: sends one notice to one subscription, encrypted as RFC 8291 requires
 * (`aes128gcm`, by the `web-push` library) and signed with the VAPID key (RFC 8292). The request
 * is ours, not the library's: plain http is possible for a loopback test service, a redirect is
 * never followed, and it is bounded in time. 404 or 410 means the subscription is gone for
 * good: its row is deleted at once. 429 and 5xx are retried by the job system; any other answer
 * is logged and given up, as trying again would not change it.
 */
export async function deliverPush({ subscriptionId, notice }: PushJobPayload): Promise<void> {
  const db = await getDb();
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId)).limit(1);
  if (!subscription) return;
  if (!isAllowedPushEndpoint(subscription.endpoint)) {
    log().warn({ subscriptionId }, '[push] endpoint no longer on PUSH_ALLOWED_HOSTS: not sent');
    return;
  }
  // She may have turned the kind off since it was queued.
  const settings = await getAccountSettings(subscription.userId);
  if (!settings.push[SETTING_KEY[SETTING_OF[notice.kind]]]) return;
  const composed = await composePush(db, notice);
  if (!composed) return;

  const keys = await vapidKeys();
  const { default: webPush } = await import('web-push');
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(composed.payload),
    {
      vapidDetails: { subject: config().push.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: composed.urgency,
      topic: composed.topic,
    },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return;
  if (response.status === 404 || response.status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return;
  }
  if (response.status === 429 || response.status >= 500) throw new PushServiceUnavailable(`push service answered ${response.status}`);
  log().warn({ subscriptionId, status: response.status }, '[push] push service refused the push: not retried');
}
