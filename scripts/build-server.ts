// Bundles server.ts and the lib/ code it imports into dist/server.js; packages stay external but
// for BUNDLED_PACKAGES. The API route handlers under app/api are bundled in too
// (scripts/api-routes-plugin.ts).
import { build, type Plugin } from 'esbuild';
import { apiRoutesPlugin } from './api-routes-plugin';

/**
 * Plain ECMAScript modules with hundreds of files each, which Node otherwise resolves, reads,
 * compiles and links one by one at every start: bundled, they load with the server's one file.
 */
const BUNDLED_PACKAGES = /^(drizzle-orm|zod)(\/|$)/;

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@/') || args.path.startsWith('virtual:') || BUNDLED_PACKAGES.test(args.path)) return undefined;
      return { path: args.path, external: true };
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
  sourcemap: true,
  logLevel: 'warning',
  plugins: [apiRoutesPlugin, externalPackages],
});
