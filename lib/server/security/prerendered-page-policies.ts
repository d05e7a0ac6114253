import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { pageContentSecurityPolicy } from './headers';
import { readStaticPageHashes } from './static-page-hashes';

/**
 * Set on a request whose page is served as built and already has its policy; proxy.ts's matcher
 * skips such requests. Whatever a client sends under this name is dropped first, so a client
 * can only ever skip the proxy for a page this build prerendered.
 */
export const PRERENDERED_PAGE_HEADER = 'x-ns-prerendered-page';

/**
 * Whether the copy a client holds (`If-None-Match`) is still this one, as Next's own check (the
 * `fresh` package) judges it: a reload that asks past every cache (`Cache-Control: no-cache`)
 * is never answered from the client's copy.
 */
export function stillFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const asked = headers['if-none-match'];
  if (!asked || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers['cache-control'] ?? '')) return false;
  if (asked.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * A prerendered page's policy allows its inline scripts by their hashes and never changes while
 * this build is served, so each is built once at start and set here, before Next: running the
 * proxy (a Web Request, an abort signal and a NextResponse per request) for a header known
 * beforehand took about 40 % of a prerendered page's serving time. Other pages get theirs, with
 * a fresh nonce, from proxy.ts.
 *
 * The page's entity tag comes from the build too (next.config.mjs turns off Next's, which hashed
 * the page's text at every request), and a client whose copy is still this one is answered 304
 * here: `true` means the request is answered. A request for the page's React payload (`RSC`, a
 * client-side navigation) is another body, which Next serves without a tag.
 */
export function prerenderedPagePolicies(cfg: Config): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { pages, etags } = readStaticPageHashes(cfg.isProduction);
  const served = new Map(Object.entries(pages).map(([pathname, hashes]) => [pathname, { policy: pageContentSecurityPolicy(cfg, hashes), etag: etags[pathname] }]));
  return (req, res) => {
    // Deleting only what is there: a delete turns the headers object into a slower dictionary.
    if (req.headers[PRERENDERED_PAGE_HEADER] !== undefined) delete req.headers[PRERENDERED_PAGE_HEADER];
    const page = served.get((req.url ?? '/').split('?')[0]!);
    if (!page) return false;
    res.setHeader('Content-Security-Policy', page.policy);
    req.headers[PRERENDERED_PAGE_HEADER] = '1';
    if (!page.etag || req.headers.rsc !== undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    res.setHeader('ETag', page.etag);
    if (!stillFresh(req.headers, page.etag)) return false;
    // The client's copy keeps its other headers (RFC 9111 4.3.4); the tag says which copy it is.
    res.writeHead(304).end();
    return true;
  };
}
