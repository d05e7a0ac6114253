// Bundles server.ts and the lib/ code it imports into dist/server.js; packages stay external.
// The API route handlers under app/api are bundled in too (scripts/api-routes-plugin.ts).
import { build } from 'esbuild';
import { apiRoutesPlugin } from './api-routes-plugin';

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
