import { remindPendingGuardians } from './remind-pending';
import { queueWeeklyDigests } from './weekly-digests';

/**
 * The guardian circle's periodic work, run by the `guardian` job on every node: reminders to
 * pending guardians and weekly digests. Each claims its rows so that nodes never double up.
 * Answers how many it handled.
 */
export async function runGuardianJobs(): Promise<number> {
  let handled = 0;
  for (let n = await remindPendingGuardians(); n > 0; n = await remindPendingGuardians()) handled += n;
  for (let n = await queueWeeklyDigests(); n > 0; n = await queueWeeklyDigests()) handled += n;
  return handled;
}
