import { Counter, Histogram } from 'prom-client';
import { metric } from './metrics-registry';

const runs = () =>
  metric('job_runs_total', (registry) => new Counter({ name: 'job_runs_total', help: 'Background job runs on this node, by job', labelNames: ['job'], registers: [registry] }));
const failures = () =>
  metric(
    'job_failures_total',
    (registry) => new Counter({ name: 'job_failures_total', help: 'Background job runs on this node that failed, by job', labelNames: ['job'], registers: [registry] }),
  );
const durations = () =>
  metric(
    'job_duration_seconds',
    (registry) =>
      new Histogram({
        name: 'job_duration_seconds',
        help: 'Time one background job run took, by job',
        labelNames: ['job'],
        buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30, 120],
        registers: [registry],
      }),
  );

export function registerJobMetrics(): void {
  runs();
  failures();
  durations();
}

/** Starts timing a run of `job`; call the result with whether it succeeded. */
export function timeJobRun(job: string): (ok: boolean) => void {
  const end = durations().startTimer({ job });
  return (ok) => {
    end();
    runs().inc({ job });
    if (!ok) failures().inc({ job });
  };
}
