import { remindPendingGuardians } from './remind-pending';
import { queueWeeklyDigests } from './weekly-digests';

/**
 * The guardian circle's periodic work, run by the outbox worker on every node: reminders to
 * pending guardians and weekly digests. Each claims its rows so that nodes never double up.
 */
export async function runGuardianJobs(): Promise<void> {
  while ((await remindPendingGuardians()) > 0);
  while ((await queueWeeklyDigests()) > 0);
}
