// Built by scripts/build-server.mjs from app/api/**/route.ts: [url path, route module] pairs.
declare module 'virtual:api-routes' {
  import type { RouteModule } from './api-dispatch';
  export const apiRoutes: ReadonlyArray<readonly [string, RouteModule]>;
}
