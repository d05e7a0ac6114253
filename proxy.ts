import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/server/config';
import { newNonce, pageContentSecurityPolicy } from '@/lib/server/security/headers';
import { readStaticPageHashes } from '@/lib/server/security/static-page-hashes';

const fallbackHashes = readStaticPageHashes(appConfig().isProduction).fallback;

/**
 * Sets the policy of each page rendered per request (replacing the strict non-page one server.ts
 * set): a fresh nonce, which Next reads from the request headers and puts on its scripts, and
 * the hashes of the 404 and error pages, since Next answers a path no page matches with the
 * prerendered 404. A prerendered page never comes here: server.ts gave it its hash policy
 * (lib/server/security/prerendered-page-policies.ts).
 */
export function proxy(request: NextRequest) {
  const csp = pageContentSecurityPolicy(appConfig(), [`'nonce-${newNonce()}'`, ...fallbackHashes]);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    {
      // API answers (JSON, photos), build assets, icons, images and the manifest keep the strict
      // non-page policy. The service worker (its own policy governs what it may fetch) and the
      // offline page are not among them.
      source: '/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|apple-icon.png|manifest.webmanifest|icons/|images/).*)',
      missing: [
        // Prefetches carry no HTML to protect; skipping them saves a policy per link on screen.
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
        // Next reads this config as a literal: the name is PRERENDERED_PAGE_HEADER's.
        { type: 'header', key: 'x-ns-prerendered-page' },
      ],
    },
  ],
};
