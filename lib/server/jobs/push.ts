import { deliverPush } from '../push/deliver-push';
import { PUSH_TASK_NAME, type PushJobPayload } from '../push/notices';
import type { Task } from './define';

/** One notice to one subscription (push/enqueue-push.ts), retried while the push service is down. */
export const pushTask: Task<PushJobPayload> = {
  name: PUSH_TASK_NAME,
  maxAttempts: 6,
  retryBaseSeconds: 30,
  leaseSeconds: 60,
  run: deliverPush,
};
