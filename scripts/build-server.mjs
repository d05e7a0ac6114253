// Bundles server.ts and the lib/ code it imports into dist/server.js; packages stay external.
// The API route handlers under app/api are bundled in too, so production serves them directly.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

function routeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const apiRoutesPlugin = {
  name: 'api-routes',
  setup(builder) {
    builder.onResolve({ filter: /^virtual:api-routes$/ }, () => ({ path: 'api-routes', namespace: 'api-routes' }));
    builder.onLoad({ filter: /.*/, namespace: 'api-routes' }, () => {
      const files = routeFiles('app/api').sort();
      const imports = files.map((file, i) => `import * as route${i} from ${JSON.stringify(path.resolve(file))};`);
      const entries = files.map((file, i) => `[${JSON.stringify(`/${path.dirname(file).split(path.sep).slice(1).join('/')}`)}, route${i}]`);
      return { contents: `${imports.join('\n')}\nexport const apiRoutes = [${entries.join(', ')}];\n`, resolveDir: process.cwd(), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: ['server.ts'],
  outfile: `${process.env.SERVER_OUT_DIR || 'dist'}/server.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [apiRoutesPlugin],
});
