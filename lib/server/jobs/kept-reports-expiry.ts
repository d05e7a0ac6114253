import { removeExpiredReports } from '../moderation/keep-reports';
import type { Task } from './define';

export interface KeptReportsExpiryPayload {
  reportIds: string[];
}

/** Enqueued when a reported member deletes her account, due 12 months later: her kept reports go. */
export const keptReportsExpiryTask: Task<KeptReportsExpiryPayload> = {
  name: 'kept-reports-expiry',
  maxAttempts: 8,
  retryBaseSeconds: 60,
  leaseSeconds: 120,
  run: async (payload) => {
    await removeExpiredReports(payload.reportIds);
  },
};
