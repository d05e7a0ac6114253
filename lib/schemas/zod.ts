import { z } from 'zod';

// Pages run under a CSP without 'unsafe-eval'. zod probes `new Function("")` when the first object
// schema is built, which the browser reports as a CSP violation even though zod catches it, so
// the browser build turns the JIT off before any schema exists. Every schema module imports z
// from here (not from 'zod') so this runs first. The server keeps the faster JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
