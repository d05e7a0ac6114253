import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written next to the build by scripts/build-page-csp.ts, read by proxy.ts. */
export const STATIC_PAGE_HASHES_FILE = 'page-csp-hashes.json';

/**
 * The hash sources of each prerendered page's inline scripts, by path, and those of the pages Next
 * serves in place of another (the 404, the global error page), which any path may answer with;
 * and each prerendered page's entity tag (`pageEntityTag` of its HTML), by path.
 */
export interface StaticPageHashes {
  pages: Record<string, string[]>;
  fallback: string[];
  etags: Record<string, string>;
}

const NO_STATIC_PAGES: StaticPageHashes = { pages: {}, fallback: [], etags: {} };

/**
 * The hashes of the build this process serves. Development renders every page per request (and
 * would find a production build's stale file in the same folder), so it gets none and every
 * page its nonce. A production build without the file would serve pages whose scripts no
 * policy allows, so server.ts reads it before listening and stops the start instead.
 */
export function readStaticPageHashes(isProduction: boolean, distDir = process.env.NEXT_DIST_DIR || '.next'): StaticPageHashes {
  if (!isProduction) return NO_STATIC_PAGES;
  const file = path.resolve(distDir, STATIC_PAGE_HASHES_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build with \`npm run build\`, which hashes the prerendered pages' scripts after \`next build\``);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as StaticPageHashes;
  return { pages: parsed.pages ?? {}, fallback: parsed.fallback ?? [], etags: parsed.etags ?? {} };
}
