import type { Plugin } from 'esbuild';
import { apiRouteFiles } from '../lib/server/api-route-table';

/**
 * `virtual:api-routes` for the production bundle: the table development imports at start-up
 * (`apiRouteFiles()`), written as static imports so esbuild bundles every handler.
 */
export const apiRoutesPlugin: Plugin = {
  name: 'api-routes',
  setup(builder) {
    builder.onResolve({ filter: /^virtual:api-routes$/ }, () => ({ path: 'api-routes', namespace: 'api-routes' }));
    builder.onLoad({ filter: /.*/, namespace: 'api-routes' }, () => {
      const routes = apiRouteFiles(process.cwd());
      const imports = routes.map(([, file], i) => `import * as route${i} from ${JSON.stringify(file)};`);
      const entries = routes.map(([urlPath], i) => `[${JSON.stringify(urlPath)}, route${i}]`);
      return { contents: `${imports.join('\n')}\nexport const apiRoutes = [${entries.join(', ')}];\n`, resolveDir: process.cwd(), loader: 'ts' };
    });
  },
};
