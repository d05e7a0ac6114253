// Bundles server.ts and the lib/ code it imports into dist/server.js; packages stay external.
import { build } from 'esbuild';

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
});
