import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PayPal webhook events already handled: PayPal redelivers, and a replay must change nothing. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
