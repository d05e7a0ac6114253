import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram } from 'prom-client';
import { metric } from './metrics-registry';

const requests = () =>
  metric(
    'http_requests_total',
    (registry) => new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] }),
  );
const durations = () =>
  metric(
    'http_request_duration_seconds',
    (registry) =>
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from request to the end of the answer, by route pattern',
        labelNames: ['method', 'route'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
  );

/** Creates the families up front, so a scrape lists them before the first request is counted. */
export function registerHttpMetrics(): void {
  requests();
  durations();
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label: the API route's pattern (`/api/users/[id]`), never the raw path, and a few
 * fixed labels for the rest, so the number of series stays bounded whatever clients ask for.
 */
export function routeLabel(pathname: string, apiPattern: string | undefined): string {
  if (apiPattern) return apiPattern;
  if (pathname.startsWith('/api/')) return 'api_unknown';
  if (pathname.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(pathname)) return 'static';
  return 'page';
}

/** Counts and times one request once its answer is finished (or its connection gone). */
export function observeHttpRequest(req: IncomingMessage, res: ServerResponse, patternOf: (pathname: string) => string | undefined): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const pathname = (req.url ?? '/').split('?')[0];
    const method = KNOWN_METHODS.has(req.method ?? '') ? req.method! : 'OTHER';
    const route = routeLabel(pathname, patternOf(pathname));
    requests().inc({ method, route, status: String(res.statusCode) });
    durations().observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}
