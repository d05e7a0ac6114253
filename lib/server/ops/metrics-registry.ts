import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';
import { singleton } from '../singleton';

/** One registry per process, so each metric is created once. */
export function metricsRegistry(): Registry {
  return singleton('metrics', () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    return registry;
  });
}

/** The metric registered under `name`, created by `create` the first time. */
export function metric<M extends Metric>(name: string, create: (registry: Registry) => M): M {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as M | undefined) ?? create(registry);
}
