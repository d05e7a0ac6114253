/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (several engineers, several test runs) keep separate outputs.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm test` type-checks the whole project once (`npm run typecheck`); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Next hashed a prerendered page's whole text for its ETag at every request (0.5-0.8 ms for the
  // landing page); the build writes each page's tag once and server.ts answers with it
  // (lib/server/security/prerendered-page-policies.ts). Static files keep their Last-Modified, which
  // a browser revalidates them by; the build's hashed files are immutable anyway.
  generateEtags: false,
  // Server-only packages with native or wasm parts stay outside the bundle. React Email renders
  // with react-dom/server, which a route handler's bundle (the react-server layer) refuses, so
  // Node loads it as it is, as the custom server's bundle does.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'sharp',
    'nodemailer',
    'socket.io',
    '@socket.io/redis-adapter',
    'redis',
    '@node-rs/bcrypt',
    '@paypal/paypal-server-sdk',
    '@react-email/body',
    '@react-email/button',
    '@react-email/container',
    '@react-email/head',
    '@react-email/heading',
    '@react-email/hr',
    '@react-email/html',
    '@react-email/link',
    '@react-email/section',
    '@react-email/text',
    '@react-email/render',
  ],
  images: { unoptimized: true },
  // Each page's modules load on its first request instead of at start-up. Measured: start-up
  // 0.7 s of CPU less (3.3 -> 2.6 s to ready), idle RSS about 40 MB less; the first /login after a
  // start takes about 0.2 s more, once. Test servers, which start seventy times a run and mostly
  // answer only /api, spend nothing on pages they never show.
  experimental: { preloadEntriesOnStart: false },
};
export default nextConfig;
