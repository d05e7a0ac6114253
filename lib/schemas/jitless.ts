import { config } from 'zod/mini';

// Pages run under a CSP without 'unsafe-eval'. zod probes `new Function("")` when the first object
// schema is built, which the browser reports as a CSP violation even though zod catches it, so
// the browser build turns the JIT off before any schema exists: every module that builds schemas
// imports this file first (tests/unit/zod-jitless-imports.test.ts checks it). It re-exports
// nothing, so the bundler still tree-shakes zod per member (a re-exported `z` namespace pulled
// in all of zod's locales, ~87 kB gzip on every form page). The server keeps the faster JIT.
if (typeof window !== 'undefined') config({ jitless: true });
