import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteModule } from './api-dispatch';

export type ApiRoutes = ReadonlyArray<readonly [path: string, module: RouteModule]>;

const API_DIR = path.join('app', 'api');

function routeFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesUnder(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/**
 * Every `app/api/**\/route.ts` under `root` as [URL pattern, absolute file], sorted by file:
 * `app/api/photos/[id]/route.ts` → `/api/photos/[id]`. The build (scripts/build-server.ts) bundles
 * this table into production and development imports it at start-up, so both serve the same one.
 * The dispatcher knows plain `[param]` segments only: a catch-all would be matched literally, so
 * it stops the build and the start instead.
 */
export function apiRouteFiles(root: string): Array<readonly [path: string, file: string]> {
  return routeFilesUnder(path.join(root, API_DIR))
    .sort()
    .map((file) => {
      const segments = path.relative(path.join(root, 'app'), path.dirname(file)).split(path.sep);
      const unsupported = segments.find((segment) => segment.startsWith('[') && !/^\[\w+\]$/.test(segment));
      if (unsupported) throw new Error(`${file}: the API dispatcher does not support the segment ${unsupported}`);
      // A route group `(name)` names no part of the URL, as in Next.
      return [`/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`, file] as const;
    });
}

/** Development: the same table, its modules imported from source at start-up (tsx compiles them). */
export function importApiRoutes(root: string): Promise<ApiRoutes> {
  return Promise.all(apiRouteFiles(root).map(async ([urlPath, file]) => [urlPath, (await import(pathToFileURL(file).href)) as RouteModule] as const));
}
