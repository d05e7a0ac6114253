import { databaseReachable } from './database-probe';
import { isDraining } from './draining';
import { migrationsDone } from './migrations-probe';
import { redisReachable } from './redis-probe';

export type NotReadyReason = 'draining' | 'database unreachable' | 'migrations pending' | 'redis unreachable';
export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

/**
 * Whether the load balancer should send this node traffic. Draining wins without asking
 * anything; the checks run together, each bounded to about a second, and the first failing one
 * in this order is the reason.
 */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: 'draining' };
  const [database, migrations, redis] = await Promise.all([databaseReachable(), migrationsDone(), redisReachable()]);
  if (!database) return { ready: false, reason: 'database unreachable' };
  if (!migrations) return { ready: false, reason: 'migrations pending' };
  if (redis === false) return { ready: false, reason: 'redis unreachable' };
  // Draining may have begun while the checks ran.
  return isDraining() ? { ready: false, reason: 'draining' } : { ready: true };
}
