import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';

// The custom server records and the metrics route reads; Next may load this module twice, so
// both copies share one registry and each metric is created once.
const shared = globalThis as unknown as { __nsMetrics?: Registry };

export function metricsRegistry(): Registry {
  if (!shared.__nsMetrics) {
    shared.__nsMetrics = new Registry();
    collectDefaultMetrics({ register: shared.__nsMetrics });
  }
  return shared.__nsMetrics;
}

/** The metric registered under `name`, created by `create` the first time. */
export function metric<M extends Metric>(name: string, create: (registry: Registry) => M): M {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as M | undefined) ?? create(registry);
}
