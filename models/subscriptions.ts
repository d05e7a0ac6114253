import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const SUBSCRIPTION_STATUSES = ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One row per PayPal subscription a member started; the newest decides access. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['paypal'] }).notNull().default('paypal'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** Access lasts until here even after a cancellation. */
    currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the reminder three days before the trial ends was queued: it goes once. */
    trialRemindedAt: timestamp('trial_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One receipt per PayPal payment: the sale id is the key, so a redelivered webhook sends no second one. */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    saleId: text('sale_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_receipts_user_idx').on(t.userId, t.paidAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
