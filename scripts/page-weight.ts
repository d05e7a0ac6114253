/**
 * First-load JavaScript of every page (the landing, dashboard and chats first), gzip bytes, next to
 * the floor (scripts/bench/floor-app.ts) and issue 26's budget over it; not a test:
 *   npm run bench:weight                      this worktree's build (./.next) alone
 *   npm run bench:weight -- /tmp/base-next    a reference build's .next folder beside it
 *
 * Every chunk a page's HTML names (script tags and the inline flight data that lists client
 * components' chunks) is what the browser loads before the page is interactive; the chunks are
 * read from the build folder and gzipped at level 9.
 *
 * Where the HTML comes from: a build whose pages are prerendered has it in
 * .next/server/app/<page>.html. A build whose pages render per request (from when the root layout
 * awaited `connection()` for a per-request CSP nonce) has no such file, so the script starts this worktree's built server
 * (tests/support/app-server.ts: dist/server.js on a free port, embedded database) and asks it
 * for each page as a visitor: the member pages' guards run in the browser, so their shell
 * renders. Such a folder must therefore be the build dist/server.js serves: ./.next, or the
 * NEXT_DIST_DIR/SERVER_OUT_DIR pair the server was built with.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApp, type TestApp } from '../tests/support/app-server';
import { floorBuild } from './bench/floor-app';

const ROUTES = ['/', '/dashboard', '/chats', '/photos', '/profile', '/login', '/signup', '/forgot-password', '/set-password', '/subscribe', '/subscribe/success', '/admin', '/admin/audit', '/admin/chats', '/admin/outbox'];
const PAGES = ROUTES.map((route) => ({ route, file: route === '/' ? 'index.html' : `${route.slice(1)}.html` }));

interface Weight {
  chunks: number;
  raw: number;
  gzip: number;
}

/**
 * The polyfills behind `<script noModule>` load only in browsers without ES modules, none of which
 * can run this app: not part of any visitor's first load.
 */
const NO_MODULE_SCRIPT = /<script\b[^>]*\bnoModule\b[^>]*>\s*<\/script>/gi;

function weigh(nextDir: string, html: string): Weight {
  const chunks = new Set(html.replace(NO_MODULE_SCRIPT, '').match(/\/_next\/static\/chunks\/[\w.\-/]+?\.js/g) ?? []);
  let raw = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    const file = path.join(nextDir, chunk.replace('/_next/', ''));
    if (!existsSync(file)) throw new Error(`${file} is missing: the page HTML is not from the build in ${nextDir}`);
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { chunks: chunks.size, raw, gzip };
}

const servedDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');

async function measure(nextDir: string): Promise<Weight[]> {
  const prerendered = PAGES.map(({ file }) => path.join(nextDir, 'server', 'app', file));
  if (prerendered.every((file) => existsSync(file))) {
    return prerendered.map((file) => weigh(nextDir, readFileSync(file, 'utf8')));
  }
  if (path.resolve(nextDir) !== servedDir) {
    throw new Error(`${nextDir} has no prerendered pages and is not the build dist/server.js serves (${servedDir})`);
  }
  const app: TestApp = await startApp();
  try {
    const weights: Weight[] = [];
    for (const { route } of PAGES) {
      const response = await fetch(`${app.url}${route}`, { redirect: 'manual' });
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
      weights.push(weigh(nextDir, await response.text()));
    }
    return weights;
  } finally {
    await app.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const cell = (w: Weight) => `${kb(w.gzip).padStart(9)} (${String(w.chunks).padStart(2)} chunks)`;

/** Issue 26's budgets above the floor: the landing, the other pages a visitor opens, member pages. */
function budgetOverFloor(route: string): number {
  if (route === '/') return 10 * 1024;
  if (!route.startsWith('/admin') && ['/login', '/signup', '/forgot-password', '/set-password', '/subscribe', '/subscribe/success'].includes(route)) return 40 * 1024;
  return 70 * 1024;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1) throw new Error('Usage: npm run bench:weight -- [reference .next folder]');
  const [baseDir] = args;
  const floorDir = floorBuild();
  const floor = weigh(floorDir, readFileSync(path.join(floorDir, 'server', 'app', 'index.html'), 'utf8'));
  const current = await measure(servedDir);
  const base = baseDir ? await measure(baseDir) : undefined;

  console.log(`First-load JavaScript, gzip, without the nomodule polyfills${base ? `: base ${baseDir} against current ${servedDir}` : ` of ${servedDir}`}`);
  console.log(`  floor: a bare Next page with one client component, same Next: ${cell(floor)}`);
  console.log(`  ${'page'.padEnd(19)}${base ? `${'base'.padStart(22)}` : ''}${'current'.padStart(22)}${base ? '    change' : ''}${'over floor'.padStart(12)}${'budget'.padStart(9)}`);
  PAGES.forEach(({ route }, i) => {
    const now = current[i];
    const over = now.gzip - floor.gzip;
    const budget = budgetOverFloor(route);
    const verdict = `${`+${kb(over)}`.padStart(12)}${`+${kb(budget).replace('.0 kB', '')}`.padStart(7)} ${over <= budget ? 'ok' : 'over'}`;
    if (!base) return console.log(`  ${route.padEnd(19)}${cell(now).padStart(22)}${verdict}`);
    const delta = now.gzip - base[i].gzip;
    const change = `${delta >= 0 ? '+' : ''}${(delta / 1024).toFixed(1)} kB`;
    console.log(`  ${route.padEnd(19)}${cell(base[i]).padStart(22)}${cell(now).padStart(22)}${change.padStart(10)}${verdict}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
