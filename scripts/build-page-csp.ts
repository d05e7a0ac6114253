// After `next build`: the hashes of every prerendered page's inline scripts, so proxy.ts can
// serve those pages from their HTML files under a policy that allows exactly those scripts, and
// each page's entity tag.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '../lib/server/security/inline-script-hashes';
import { pageEntityTag } from '../lib/server/security/page-entity-tag';
import { STATIC_PAGE_HASHES_FILE, type StaticPageHashes } from '../lib/server/security/static-page-hashes';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
  routes: Record<string, { routeType?: string }>;
};

const result: StaticPageHashes = { pages: {}, fallback: [], etags: {} };
for (const [route, entry] of Object.entries(manifest.routes)) {
  if (entry.routeType !== 'page') continue;
  const file = path.join(distDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`);
  if (!existsSync(file)) throw new Error(`${route} is prerendered but ${file} is missing`);
  const html = readFileSync(file, 'utf8');
  const hashes = inlineScriptHashes(html);
  if (route === '/_not-found' || route === '/_global-error') result.fallback.push(...hashes.filter((hash) => !result.fallback.includes(hash)));
  else {
    result.pages[route] = hashes;
    result.etags[route] = pageEntityTag(html);
  }
}
if (!result.pages['/'] || !manifest.routes['/_not-found']) throw new Error('the landing page or the 404 page was not prerendered');
writeFileSync(path.join(distDir, STATIC_PAGE_HASHES_FILE), JSON.stringify(result));
console.log(`page CSP: hashed the inline scripts of ${Object.keys(result.pages).length} prerendered pages, the 404 and the error page`);
