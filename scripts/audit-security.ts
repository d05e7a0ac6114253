// `npm run audit:security`: the access-control matrix and the fuzz corpus against the built
// server (`npm run build` first). Prints the figures; exits non-zero on any wrong cell, any 5xx
// or any private value in the server log.
import { startApp } from '../tests/support/app-server';
import { FUZZ_SAMPLE_SECRETS, fuzzTargets, fuzzUrlTargets, HOSTILE_METHODS, leaksIn, runFuzz } from '../tests/support/fuzz';
import { client } from '../tests/support/http-client';
import { PERSONAS, personaAppEnv, seedPersonas, tinyPng, type Cast, type Persona } from '../tests/support/personas';
import { rawRequest } from '../tests/support/raw-http';
import { ACCESS_MATRIX, expectedStatus, type AccessRow } from './audit/access-matrix';
import { checkAuthHardening } from './audit/auth-hardening';
import { checkContactCells } from './audit/contact-cells';

const BODIES_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 300);
const URLS_PER_ENDPOINT = 100;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const NOBODY = '00000000-0000-4000-8000-000000000000';

function fill(text: string, cast: Cast): string {
  return text
    .replaceAll('{memberId}', cast.accounts.member.userId)
    .replaceAll('{photoId}', cast.resources.memberPhotoId)
    .replaceAll('{requestId}', cast.resources.requestToMemberId)
    .replaceAll('{nobody}', NOBODY);
}

/** The owner goes last, so a successful change happens after everyone else was refused. */
const orderFor = (row: AccessRow): Persona[] => (row.ownedBy ? [...PERSONAS.filter((p) => p !== row.ownedBy), row.ownedBy] : [...PERSONAS]);

/**
 * The token a cell is sent with. A row that ends the caller's session gets a session of its own
 * per cell; the suspended persona cannot sign in, and its refused token ends nothing.
 */
async function tokenFor(baseUrl: string, cast: Cast, row: AccessRow, persona: Persona): Promise<string | undefined> {
  if (!row.endsSession || persona === 'visitor' || persona === 'suspended') return cast.tokens[persona];
  const { email, password } = cast.accounts[persona];
  const login = await client(baseUrl).post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`signing in as ${persona} failed: ${login.status}`);
  const token = login.body.token as string;
  cast.secrets.push(token);
  return token;
}

async function checkMatrix(baseUrl: string, cast: Cast) {
  const wrong: string[] = [];
  let cells = 0;
  let serverErrors = 0;
  for (const row of ACCESS_MATRIX) {
    for (const persona of orderFor(row)) {
      const token = await tokenFor(baseUrl, cast, row, persona);
      const headers: Record<string, string> = { ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      const body = row.body === undefined ? undefined : fill(JSON.stringify(row.body), cast);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const reply = await rawRequest(baseUrl, row.method, fill(row.path, cast), { body, headers });
      cells += 1;
      if (reply.status >= 500) serverErrors += 1;
      const expected = expectedStatus(row, persona);
      if (reply.status !== expected) wrong.push(`${row.method} ${row.path} as ${persona}: expected ${expected}, got ${reply.status} ${reply.body.slice(0, 120)}`);
    }
  }
  return { cells, wrong, serverErrors };
}

async function main() {
  const app = await startApp(personaAppEnv);
  let failed = true;
  try {
    const cast = await seedPersonas(client(app.url));
    const matrix = await checkMatrix(app.url, cast);
    const contact = await checkContactCells(app, cast.secrets);
    // The matrix cancelled the members' subscriptions last; the fuzz run needs fresh personas.
    const fuzzCast = await seedPersonas(client(app.url));
    const bodies = await runFuzz(app.url, fuzzCast, fuzzTargets(fuzzCast, await tinyPng()), BODIES_PER_ENDPOINT, SEED);
    const urls = await runFuzz(app.url, fuzzCast, fuzzUrlTargets(fuzzCast), URLS_PER_ENDPOINT, SEED);
    let methods = 0;
    let methodErrors = 0;
    for (const method of HOSTILE_METHODS) {
      for (const path of ['/api/users', '/api/auth/login', '/', '/dashboard']) {
        const reply = await rawRequest(app.url, method, path);
        methods += 1;
        if (reply.status >= 500) methodErrors += 1;
      }
    }
    const leaks = leaksIn(app.output(), [...cast.secrets, ...fuzzCast.secrets, ...FUZZ_SAMPLE_SECRETS]);
    const hostile = bodies.sent + urls.sent + methods;
    const fiveHundreds = matrix.serverErrors + contact.serverErrors + bodies.serverErrors.length + urls.serverErrors.length + methodErrors;

    console.log(`access matrix: ${ACCESS_MATRIX.length} endpoints x ${PERSONAS.length} personas`);
    console.log(`cells checked: ${matrix.cells}`);
    console.log(`cells wrong: ${matrix.wrong.length}`);
    for (const line of matrix.wrong) console.log(`  ${line}`);
    console.log(`contact cells checked: ${contact.cells} (who may message, view or ask whom; guardian links; NUL)`);
    console.log(`contact cells wrong: ${contact.wrong.length}`);
    for (const line of contact.wrong) console.log(`  ${line}`);
    console.log(`hostile requests sent: ${hostile} (${bodies.sent} bodies over ${Object.keys(bodies.perTarget).length} JSON endpoints, ${urls.sent} URLs, ${methods} methods; seed ${SEED})`);
    console.log(`5xx seen: ${fiveHundreds}`);
    for (const failure of [...bodies.serverErrors, ...urls.serverErrors].slice(0, 10)) console.log(`  ${failure.label} ${failure.status}: ${failure.request.slice(0, 200)}`);
    console.log(`log leaks: ${leaks.length === 0 ? 'none' : leaks.join(', ')}`);
    failed = matrix.wrong.length > 0 || contact.wrong.length > 0 || fiveHundreds > 0 || leaks.length > 0;
  } finally {
    await app.stop();
  }
  const hardening = await checkAuthHardening();
  console.log(`auth hardening behind a trusted proxy (address spoofing, owner under attack, set-password flood): ${hardening.cells} cells, ${hardening.wrong.length} wrong, ${hardening.serverErrors} 5xx`);
  for (const line of [...hardening.wrong, ...hardening.figures]) console.log(`  ${line}`);
  failed ||= hardening.wrong.length > 0 || hardening.serverErrors > 0;
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
