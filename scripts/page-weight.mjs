// First-load JavaScript of the landing, dashboard and chats pages, gzip bytes, from a built .next.
// Every chunk a page's prerendered HTML names (script tags and the inline flight data that lists
// client components' chunks) is what the browser loads before the page is interactive.
// Usage: node scripts/page-weight.mjs [path/to/.next ...]   (default: ./.next; several to compare)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const PAGES = [
  ['/', 'index.html'],
  ['/dashboard', 'dashboard.html'],
  ['/chats', 'chats.html'],
];

function firstLoad(nextDir, htmlFile) {
  const htmlPath = path.join(nextDir, 'server', 'app', htmlFile);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: build first (npm run build)`);
  const html = readFileSync(htmlPath, 'utf8');
  const chunks = new Set(html.match(/\/_next\/static\/chunks\/[\w.\-/]+?\.js/g) ?? []);
  let raw = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    const bytes = readFileSync(path.join(nextDir, chunk.replace('/_next/', '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { chunks: chunks.size, raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['.next'];
const results = dirs.map((dir) => ({ dir, pages: PAGES.map(([route, file]) => ({ route, ...firstLoad(dir, file) })) }));

for (const { dir, pages } of results) {
  console.log(`\n${dir}`);
  for (const p of pages) console.log(`  ${p.route.padEnd(11)} ${String(p.chunks).padStart(3)} chunks  ${kb(p.raw).padStart(9)} raw  ${kb(p.gzip).padStart(8)} gzip`);
}
if (results.length > 1) {
  const [base, ...others] = results;
  for (const other of others) {
    console.log(`\ngzip change, ${other.dir} against ${base.dir}`);
    other.pages.forEach((p, i) => {
      const delta = p.gzip - base.pages[i].gzip;
      console.log(`  ${p.route.padEnd(11)} ${delta >= 0 ? '+' : ''}${(delta / 1024).toFixed(1)} kB`);
    });
  }
}
