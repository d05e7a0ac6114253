import { config } from '../config';
import { runGuardianJobs } from '../guardians/jobs';
import { nudgeOutbox } from '../mail/outbox';
import type { RecurringJob } from './define';

/** Reminders and digests fall due by the clock, not by a nudge: looked for once per poll on every node. */
export const guardianJob: RecurringJob = {
  name: 'guardian',
  scope: 'node',
  everyMs: () => config().outboxPollMs,
  async run() {
    if ((await runGuardianJobs()) > 0) nudgeOutbox();
  },
};
