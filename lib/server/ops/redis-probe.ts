import { singleton } from '../singleton';
import { withTimeout } from './with-timeout';

const PROBE_TIMEOUT_MS = 1_000;

type Probe = () => Promise<boolean>;
// Set by the socket server that owns the Redis clients; read by the readiness route.
const shared = singleton('redis-probe', (): { probe?: Probe } => ({}));

/** The socket server registers how to ask its Redis connection; unset when REDIS_URL is not configured. */
export function setRedisProbe(probe: Probe | undefined): void {
  shared.probe = probe;
}

/** Undefined when this node uses no Redis; else whether it answered within a second. */
export async function redisReachable(): Promise<boolean | undefined> {
  const probe = shared.probe;
  if (!probe) return undefined;
  return withTimeout(
    probe().catch(() => false),
    PROBE_TIMEOUT_MS,
    false,
  );
}
