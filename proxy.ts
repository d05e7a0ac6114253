import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/server/config';
import { newNonce, pageContentSecurityPolicy } from '@/lib/server/security/headers';
import { readStaticPageHashes } from '@/lib/server/security/static-page-hashes';

const staticPages = readStaticPageHashes(appConfig().isProduction);
/** A prerendered page's policy never changes while this build is served: built once a path. */
const staticPolicies = new Map<string, string>();

/**
 * Sets each page's Content-Security-Policy (replacing the strict non-page one server.ts set).
 * A prerendered page is served as built, so its policy allows its inline scripts by hash. Any
 * other page renders per request with a fresh nonce, which Next reads from the request headers
 * and puts on its scripts; the 404 and error pages' hashes ride along, since Next answers a path
 * no page matches with the prerendered 404.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const hashes = staticPages.pages[pathname];
  if (hashes) {
    let policy = staticPolicies.get(pathname);
    if (!policy) staticPolicies.set(pathname, (policy = pageContentSecurityPolicy(appConfig(), hashes)));
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', policy);
    return response;
  }
  const csp = pageContentSecurityPolicy(appConfig(), [`'nonce-${newNonce()}'`, ...staticPages.fallback]);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    {
      // API answers (JSON, photos) and build assets keep the strict non-page policy.
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
      // Prefetches carry no HTML to protect; skipping them saves a policy per link on screen.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
