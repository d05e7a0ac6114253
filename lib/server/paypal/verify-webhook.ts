import { config } from '../config';
import { paypalRest } from './client';
import { log } from '../logger';

/** In simulator mode the simulator signs its own webhooks under this id. */
export const SIMULATOR_WEBHOOK_ID = 'WH-SIMULATOR';

const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export function webhookId(): string | undefined {
  const { mode, webhookId: configured } = config().paypal;
  return configured ?? (mode === 'simulator' ? SIMULATOR_WEBHOOK_ID : undefined);
}

/**
 * Asks PayPal whether it sent this webhook. The raw body goes in as it arrived: re-serialising
 * the parsed event may change it, and PayPal would then refuse a genuine signature.
 */
export async function isGenuineWebhook(headers: Headers, rawBody: string): Promise<boolean> {
  const id = webhookId();
  if (!id) {
    log().error('[paypal] PAYPAL_WEBHOOK_ID is not set; webhooks cannot be verified and are refused.');
    return false;
  }
  const fields: string[] = [];
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = headers.get(header);
    if (!value) return false;
    fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  fields.push(`"webhook_id":${JSON.stringify(id)}`, `"webhook_event":${rawBody}`);
  const response = await paypalRest('/v1/notifications/verify-webhook-signature', { method: 'POST', body: `{${fields.join(',')}}` });
  if (!response.ok) {
    log().error({ status: response.status }, '[paypal] verify-webhook-signature refused the request');
    return false;
  }
  const answer = (await response.json().catch(() => ({}))) as { verification_status?: unknown };
  return answer.verification_status === 'SUCCESS';
}
