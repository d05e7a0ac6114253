import './jitless';
import { z } from 'zod/mini';
import { MSG_INPUT } from '@/lib/shared/messages/input';

/** PayPal ids (I-…, tokens) are short runs of letters, digits, dashes and underscores. */
const paypalId = z
  .string({ error: MSG_INPUT.invalidRequest })
  .check(z.trim(), z.minLength(1, MSG_INPUT.invalidRequest), z.maxLength(64, MSG_INPUT.invalidRequest), z.regex(/^[A-Za-z0-9_-]+$/, MSG_INPUT.invalidRequest));

/** SPEC.md section 7: only paypal is offered; the id arrives when the JS SDK buttons approved one. */
export const subscribeSchema = z.object({
  paymentProcessor: z.literal('paypal', { error: 'Please choose PayPal as the payment method.' }),
  paypalSubscriptionId: z.optional(paypalId),
});

export const confirmPaypalSubscriptionSchema = z.object({
  subscriptionId: paypalId,
  baToken: z.optional(paypalId),
  token: z.optional(paypalId),
});

export type SubscribeInput = z.output<typeof subscribeSchema>;
export type ConfirmPaypalSubscriptionInput = z.output<typeof confirmPaypalSubscriptionSchema>;
