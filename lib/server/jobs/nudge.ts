import { singleton } from '../singleton';

/**
 * A wake-up for one kind of background work, which the job runner in this process (jobs/registry.ts)
 * connects to the job that does it: work queued by a commit runs at once rather than at the next
 * poll, and each kind wakes only its own job. Until the runner connects it (a script, a test
 * without jobs), a nudge does nothing and the work waits for a poll.
 */
export function nudger(name: string): { nudge: () => void; connect: (wake: () => void) => void } {
  const shared = singleton(`nudge.${name}`, (): { wake?: () => void } => ({}));
  return {
    nudge: () => shared.wake?.(),
    connect: (wake) => {
      shared.wake = wake;
    },
  };
}
