import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State of the PayPal simulator (simulator mode only). It lives in the database so every app node
 * answers the same way, exactly as one PayPal would.
 */
/**
 * The simulator's client id and secret when none are configured: made once, at random, per
 * database, so every node sharing the database accepts the same ones.
 */
export const paypalSimCredentials = pgTable('paypal_sim_credentials', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paypalSimTokens = pgTable('paypal_sim_tokens', {
  accessToken: text('access_token').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Catalog products and billing plans created through the simulator (e.g. by `npm run paypal:setup`). */
export const paypalSimCatalog = pgTable('paypal_sim_catalog', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['product', 'plan'] }).notNull(),
  requestId: text('request_id').unique(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paypalSimSubscriptions = pgTable('paypal_sim_subscriptions', {
  id: text('id').primaryKey(),
  /** PayPal-Request-Id of the create call: the same id answers with the same subscription. */
  requestId: text('request_id').unique(),
  planId: text('plan_id').notNull(),
  customId: text('custom_id'),
  subscriberEmail: text('subscriber_email'),
  status: text('status').notNull(),
  statusChangeNote: text('status_change_note'),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** The ba_token/token values PayPal appends to the return URL. */
  approvalToken: text('approval_token').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }),
  nextBillingTime: timestamp('next_billing_time', { withTimezone: true }),
  /** Regular (paid) cycles completed; 0 while the free trial runs. */
  regularCyclesCompleted: integer('regular_cycles_completed').notNull().default(0),
  failedPaymentsCount: integer('failed_payments_count').notNull().default(0),
  lastFailedPaymentAt: timestamp('last_failed_payment_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhooks the simulator sent, so its verify-webhook-signature endpoint can vouch for them. */
export const paypalSimWebhooks = pgTable(
  'paypal_sim_webhooks',
  {
    transmissionId: text('transmission_id').primaryKey(),
    signature: text('signature').notNull(),
    webhookId: text('webhook_id').notNull(),
    /** The event exactly as sent (JSON text). */
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paypal_sim_webhooks_created_idx').on(t.createdAt)],
);

export type PaypalSimSubscriptionRow = typeof paypalSimSubscriptions.$inferSelect;
