import { config } from '../config';
import { beatHeart } from '../presence/heartbeat';
import { sweepDeadNodes } from '../presence/sweep-dead-nodes';
import type { RecurringJob } from './define';

/**
 * This node's heartbeat, then the sweep of nodes that stopped beating (any live node may sweep;
 * the row delete lets one win). A beat lost to a database outage is retried at the next poll,
 * not a period later, so the node is back in the cluster's view as soon as the database is.
 */
export const presenceJob: RecurringJob = {
  name: 'presence',
  scope: 'node',
  everyMs: () => config().presenceHeartbeatSeconds * 1000,
  retryMs: () => config().outboxPollMs,
  async run() {
    await beatHeart();
    await sweepDeadNodes();
  },
};
