import type { SubscriptionRow } from '@/models';
import { getDb, type Tx } from '../db';
import { sendTrialReminder, trialReminderDueAt } from '../subscriptions/trial-reminder';
import type { Task } from './define';
import { enqueueJob, nudgeJobs } from './tasks';

export interface TrialReminderPayload {
  /** The local `subscriptions` row, not PayPal's id. */
  subscriptionRowId: string;
}

/** Due three days before a free trial ends: the reminder email, once (`subscriptions/trial-reminder.ts`). */
export const trialReminderTask: Task<TrialReminderPayload> = {
  name: 'trial-reminder',
  maxAttempts: 8,
  retryBaseSeconds: 60,
  leaseSeconds: 120,
  async run(payload) {
    const { trialEndsLater } = await sendTrialReminder(payload.subscriptionRowId);
    if (!trialEndsLater) return;
    const db = await getDb();
    await db.transaction((tx) => scheduleTrialReminder(tx, payload.subscriptionRowId, trialEndsLater));
    nudgeJobs();
  },
};

export async function scheduleTrialReminder(tx: Tx, subscriptionRowId: string, trialEndsAt: Date): Promise<void> {
  await enqueueJob(tx, trialReminderTask, { subscriptionRowId }, trialReminderDueAt(trialEndsAt));
}

/**
 * In the transaction that stores what PayPal says of a subscription (the member's confirmation or
 * a webhook, whichever comes first): when its free trial first becomes known, its reminder is
 * enqueued for three days before the end.
 */
export async function remindWhenTrialStarts(tx: Tx, previousTrialEnd: Date | null | undefined, stored: Pick<SubscriptionRow, 'id' | 'trialEndsAt' | 'trialRemindedAt'>): Promise<boolean> {
  if (previousTrialEnd || !stored.trialEndsAt || stored.trialRemindedAt) return false;
  await scheduleTrialReminder(tx, stored.id, stored.trialEndsAt);
  return true;
}
