import type { Config } from '../config';

const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/** Headers every response carries; PayPal's origins are allowed only when its real SDK is used. */
export function securityHeaders(cfg: Config): Record<string, string> {
  const paypal = cfg.paypal.mode === 'simulator' ? [] : PAYPAL_ORIGINS;
  const scriptSrc = ["'self'", "'unsafe-inline'", ...(cfg.isProduction ? [] : ["'unsafe-eval'"]), ...paypal];
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${paypal.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${paypal.join(' ')}`.trim(),
    `frame-src 'self' ${paypal.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (cfg.isProduction) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
