import { resolvePasswordResetRequests } from '../auth/resolve-reset-requests';
import { config } from '../config';
import { nudgeOutbox } from '../mail/outbox';
import type { RecurringJob } from './define';

/** "Forgot password" requests become mail here, off the form's request path; woken with the outbox. */
export const resetRequestsJob: RecurringJob = {
  name: 'reset-requests',
  scope: 'node',
  everyMs: () => config().outboxPollMs,
  async run(context) {
    let resolved = 0;
    for (let handled = await resolvePasswordResetRequests(); handled > 0; handled = await resolvePasswordResetRequests()) {
      resolved += handled;
      if (context.stopping()) break;
    }
    if (resolved > 0) nudgeOutbox();
  },
};
