import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/server/config';
import { newNonce, pageContentSecurityPolicy } from '@/lib/server/security/headers';

/**
 * Gives every page view its own script nonce. Next reads the policy from the request headers
 * while rendering and puts the nonce on its own scripts, which is why the root layout renders
 * every page per request. The response header replaces the strict non-page policy server.ts set.
 */
export function proxy(request: NextRequest) {
  const csp = pageContentSecurityPolicy(appConfig(), newNonce());
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
      // Prefetches carry no HTML to protect; skipping them saves a nonce per link on screen.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
