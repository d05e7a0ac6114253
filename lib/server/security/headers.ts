import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * JSON, images and static files never run script or load anything, so they get the strictest
 * policy; pages replace it with `pageContentSecurityPolicy` (see proxy.ts).
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** 128 random bits per page view, so an injected script cannot guess the nonce. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * A page's policy. Scripts run from this origin and inline only when the policy names them: a
 * prerendered page's by the hashes of its own inline scripts (proxy.ts), a page rendered per
 * request by that request's nonce, so an injected inline script cannot read the token from
 * localStorage. 'self' stays trusted (no 'strict-dynamic', which would void it): nothing this
 * origin serves outside /_next/static can run as script, since API answers and photos carry
 * non-script types under `nosniff`. Connections stay same-origin ('self' covers the socket's
 * ws:/wss:), plus PayPal only when its real SDK is used. Inline styles stay allowed: React style
 * attributes cannot carry a nonce or a hash.
 */
export function pageContentSecurityPolicy(cfg: Config, inlineScripts: readonly string[]): string {
  const paypal = cfg.paypal.mode === 'simulator' ? [] : PAYPAL_ORIGINS;
  // React's development build (refresh, server error stacks) needs eval; production never does.
  const devEval = cfg.isProduction ? [] : ["'unsafe-eval'"];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts, ...devEval, ...paypal].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...paypal].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...paypal].join(' '),
    ["frame-src 'self'", ...paypal].join(' '),
    // Named, not left to script-src, so /sw.js registers whatever script-src holds.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers every response carries; pages get their own policy on top (proxy.ts). */
export function securityHeaders(cfg: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': NON_PAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (cfg.isProduction) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
