import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { apiRouteFiles } from '@/lib/server/api-route-table';
import { apiRoutesPlugin } from '@/scripts/api-routes-plugin';

const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
/** Prints each route's URL pattern with the HTTP methods its module exports. */
const describeTable = (routes: string) =>
  `console.log(JSON.stringify(${routes}.map(([p, m]) => [p, Object.keys(m).filter((k) => /^[A-Z]+$/.test(k)).sort()])));`;

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'ns-route-table-'));
  // The bundle keeps packages external; they resolve from the project's node_modules.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the API route table', () => {
  it('is the same in development (imported from source) and in the production bundle', async () => {
    await build({
      stdin: { contents: `import { apiRoutes } from 'virtual:api-routes';\n${describeTable('apiRoutes')}`, resolveDir: ROOT, loader: 'ts' },
      outfile: path.join(scratch, 'bundle.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      plugins: [apiRoutesPlugin],
    });
    const env = { ...process.env, LOG_LEVEL: 'silent' };
    const production = JSON.parse(execFileSync(process.execPath, [path.join(scratch, 'bundle.mjs')], { cwd: ROOT, env, encoding: 'utf8' }));

    const devScript = path.join(scratch, 'dev.mts');
    writeFileSync(devScript, `import { importApiRoutes } from ${JSON.stringify(path.join(ROOT, 'lib/server/api-route-table.ts'))};\n${describeTable(`(await importApiRoutes(${JSON.stringify(ROOT)}))`)}`);
    const development = JSON.parse(execFileSync(TSX, [devScript], { cwd: ROOT, env, encoding: 'utf8' }));

    expect(development).toEqual(production);
    expect(production.map(([urlPath]: [string]) => urlPath)).toEqual(apiRouteFiles(ROOT).map(([urlPath]) => urlPath));
    expect(production).toContainEqual(['/api/health', ['GET']]);
    expect(production).toContainEqual(['/api/photos/[id]', ['DELETE']]);
    expect(production.every(([, methods]: [string, string[]]) => methods.length > 0)).toBe(true);
  }, 120_000);

  it('maps folders to URL patterns as Next does, and refuses segments the dispatcher cannot match', () => {
    const root = path.join(scratch, 'app-root');
    for (const dir of ['app/api/photos/[id]', 'app/api/(admin)/audit', 'app/api/health']) {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, 'route.ts'), '');
    }
    writeFileSync(path.join(root, 'app/api/health/helpers.ts'), '');
    expect(apiRouteFiles(root)).toEqual([
      ['/api/audit', path.join(root, 'app/api/(admin)/audit/route.ts')],
      ['/api/health', path.join(root, 'app/api/health/route.ts')],
      ['/api/photos/[id]', path.join(root, 'app/api/photos/[id]/route.ts')],
    ]);
    mkdirSync(path.join(root, 'app/api/files/[...rest]'), { recursive: true });
    writeFileSync(path.join(root, 'app/api/files/[...rest]/route.ts'), '');
    expect(() => apiRouteFiles(root)).toThrow('does not support the segment [...rest]');
  });
});
