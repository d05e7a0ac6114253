import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * A prerendered page's policy allows its inline scripts by their hashes and never changes while
 * this build is served, so each is built once at start and set here, before Next: running the
 * proxy (a Web Request, an abort signal and a NextResponse per request) for a header known
 * beforehand took about 40 % of a prerendered page's serving time. Other pages get theirs, with
 * a fresh nonce, from proxy.ts.
 */
export function prerenderedPagePolicies(cfg: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const { pages } = readStaticPageHashes(cfg.isProduction);
  const policies = new Map(Object.entries(pages).map(([pathname, hashes]) => [pathname, pageContentSecurityPolicy(cfg, hashes)]));
  return (req, res) => {
    // Deleting only what is there: a delete turns the headers object into a slower dictionary.
    if (req.headers[PRERENDERED_PAGE_HEADER] !== undefined) delete req.headers[PRERENDERED_PAGE_HEADER];
    const policy = policies.get((req.url ?? '/').split('?')[0]!);
    if (!policy) return;
    res.setHeader('Content-Security-Policy', policy);
    req.headers[PRERENDERED_PAGE_HEADER] = '1';
  };
}
