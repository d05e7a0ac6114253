import './jitless';
import { z } from 'zod/mini';
import { MSG_PUSH } from '@/lib/shared/messages/push';

/** Push services' addresses are long (FCM's run to a few hundred characters) but bounded. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const base64url = (min: number, max: number) =>
  z
    .string({ error: MSG_PUSH.invalidSubscription })
    .check(z.minLength(min, MSG_PUSH.invalidSubscription), z.maxLength(max, MSG_PUSH.invalidSubscription), z.regex(/^[A-Za-z0-9_-]+={0,2}$/, MSG_PUSH.invalidSubscription));

const endpointField = z.pipe(
  z.string({ error: MSG_PUSH.invalidSubscription }).check(z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, MSG_PUSH.invalidSubscription)),
  z.url({ protocol: /^https?$/, error: MSG_PUSH.invalidSubscription }),
);

/**
 * POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()` as it is. p256dh is an
 * uncompressed P-256 point (65 bytes, 87 characters), auth a 16-byte secret (22 characters).
 */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: endpointField,
    expirationTime: z.optional(z.nullable(z.number({ error: MSG_PUSH.invalidSubscription }).check(z.nonnegative(MSG_PUSH.invalidSubscription)))),
    keys: z.object({ p256dh: base64url(86, 88), auth: base64url(22, 24) }, { error: MSG_PUSH.invalidSubscription }),
  },
  { error: MSG_PUSH.invalidSubscription },
);
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = z.object(
  {
    endpoint: z
      .string({ error: MSG_PUSH.endpointRequired })
      .check(z.minLength(1, MSG_PUSH.endpointRequired), z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, MSG_PUSH.endpointRequired)),
  },
  { error: MSG_PUSH.endpointRequired },
);
