import { getDb } from '../db';
import { onMailQueued } from '../mail/outbox';
import { localPresence } from '../presence/local-sockets';
import { guardianJob } from './guardian';
import { keptReportsExpiryTask } from './kept-reports-expiry';
import { sqlLeases } from './leases';
import { missedMessagesJob } from './missed-messages';
import { presenceJob } from './presence';
import { probeTask } from './probe';
import { pruneJob } from './prune';
import { pushTask } from './push';
import { resetRequestsJob } from './reset-requests';
import { runTasksJob } from './run-tasks';
import { selfieExpiryTask } from './selfie-expiry';
import { trialReminderTask } from './trial-reminder';
import { startJobRunner, type JobRunner } from './runner';
import { sendMailJob } from './send-mail';
import { onJobQueued } from './tasks';

/** Every background job of the app, each declared in its own file with its schedule, scope and retries. */
const RECURRING = [presenceJob, resetRequestsJob, guardianJob, missedMessagesJob, sendMailJob, pruneJob];
/** Every one-off job a service may enqueue (`tasks.ts` `enqueueJob`). */
const TASKS = [probeTask, selfieExpiryTask, keptReportsExpiryTask, trialReminderTask, pushTask];

/** Started by `server.ts` on every node; `stop()` is part of its shutdown. */
export function startJobs(): JobRunner {
  const tasksJob = runTasksJob(TASKS);
  const runner = startJobRunner([...RECURRING, tasksJob], { holder: localPresence().nodeId, leases: sqlLeases(getDb) });
  // A "forgot password" request is queued like mail: both leave at once rather than at the next poll.
  onMailQueued(() => {
    runner.wake(resetRequestsJob.name);
    runner.wake(sendMailJob.name);
  });
  onJobQueued(() => runner.wake(tasksJob.name));
  return runner;
}
