// Built by scripts/build-server.ts from `apiRouteFiles()` (lib/server/api-route-table.ts).
declare module 'virtual:api-routes' {
  import type { ApiRoutes } from './api-route-table';
  export const apiRoutes: ApiRoutes;
}
