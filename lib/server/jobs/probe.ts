import type { Task } from './define';

export interface ProbePayload {
  fail?: boolean;
}

/**
 * A one-off job that does nothing, or fails when asked to: an operator (or a test) inserts one
 * into `jobs` to see the workers claim, run, retry and give up, and the metrics say so.
 */
export const probeTask: Task<ProbePayload> = {
  name: 'probe',
  maxAttempts: 3,
  retryBaseSeconds: 30,
  leaseSeconds: 60,
  async run(payload) {
    if (payload.fail) throw new Error('probe asked to fail');
  },
};
