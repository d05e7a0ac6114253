import { timingSafeEqual, createHash } from 'node:crypto';
import { MSG_OPS } from '@/lib/shared/messages/ops';
import { config } from '../config';
import { AppError, notFound } from '../errors';
import { registerHttpMetrics } from './http-metrics';
import { registerJobMetrics } from './job-metrics';
import { registerMessageMetrics } from './message-metrics';
import { metricsRegistry } from './metrics-registry';
import { registerOutboxMetrics } from './outbox-metrics';
import { registerSocketMetrics } from './socket-metrics';

// Hashing first gives equal lengths, so the comparison's time says nothing about the token.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The Prometheus text for a caller holding METRICS_TOKEN. Without the token configured the
 * endpoint does not exist (404); a wrong or missing token is a 401.
 */
export async function readMetrics(presented: string | undefined): Promise<{ contentType: string; text: string }> {
  const expected = config().metricsToken;
  if (!expected) throw notFound(MSG_OPS.metricsDisabled);
  if (!presented || !timingSafeEqual(digest(presented), digest(expected))) throw new AppError('unauthenticated', MSG_OPS.metricsToken);
  registerHttpMetrics();
  registerMessageMetrics();
  registerSocketMetrics();
  registerOutboxMetrics();
  registerJobMetrics();
  const registry = metricsRegistry();
  return { contentType: registry.contentType, text: await registry.metrics() };
}
