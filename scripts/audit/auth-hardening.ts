// Checks of `npm run audit:security` that need a server behind one trusted proxy (TRUST_PROXY=1)
// and tight login limits: the X-Forwarded-For spoof, the owner kept out by an attacker, and a
// flood of made-up set-password links. Each expectation is one cell; a 5xx is counted apart.
import { startApp } from '../../tests/support/app-server';
import { registerMember } from '../../tests/support/factories';
import { client, type Client } from '../../tests/support/http-client';

const ENV = { TRUST_PROXY: '1', RATE_LOGIN_PER_IP: '5', RATE_LOGIN_PER_EMAIL: '5', RATE_LOGIN_ACCOUNT_CEILING: '4', RATE_LOGIN_SLOW_SECONDS: '600' };

export interface AuthHardeningResult {
  cells: number;
  wrong: string[];
  serverErrors: number;
  figures: string[];
}

export async function checkAuthHardening(): Promise<AuthHardeningResult> {
  const app = await startApp(ENV);
  const result: AuthHardeningResult = { cells: 0, wrong: [], serverErrors: 0, figures: [] };
  const expect = (what: string, got: number, wanted: number | number[]) => {
    result.cells += 1;
    if (got >= 500) result.serverErrors += 1;
    if (!(Array.isArray(wanted) ? wanted : [wanted]).includes(got)) result.wrong.push(`${what}: expected ${String(wanted)}, got ${got}`);
  };
  try {
    const api = client(app.url);
    await spoofedAddresses(api, expect);
    await ownerUnderAttack(api, expect);
    await setPasswordFlood(api, expect, result.figures);
  } finally {
    await app.stop();
  }
  return result;
}

type Expect = (what: string, got: number, wanted: number | number[]) => void;
const from = (forwardedFor: string) => ({ 'X-Forwarded-For': forwardedFor });

/** A client writing its own X-Forwarded-For before HAProxy's entry is still counted as itself. */
async function spoofedAddresses(api: Client, expect: Expect) {
  for (let i = 0; i < 8; i += 1) {
    const reply = await api.call('POST', '/api/auth/login', { body: { email: `audit-rotating${i}@example.test`, password: 'wrong password' }, headers: from(`198.18.${i}.1, 127.0.0.1`) });
    expect(`login #${i + 1} with a rotating X-Forwarded-For from one address`, reply.status, i < 5 ? 401 : 429);
  }
}

/** Past the account's ceiling the attacker spends his own slots; the owner still gets in. */
async function ownerUnderAttack(api: Client, expect: Expect) {
  const owner = await registerMember(api, { gender: 'female' });
  const { email, password } = owner.payload as { email: string; password: string };
  const login = (address: string, pass: string) => api.call('POST', '/api/auth/login', { body: { email, password: pass }, headers: from(address) });
  expect('owner logs in from home', (await login('203.0.113.70', password)).status, 200);
  for (let i = 0; i < 4; i += 1) expect(`attacker failure ${i + 1} (up to the ceiling)`, (await login('192.0.2.170', 'wrong password')).status, 401);
  expect('attacker past the ceiling: his own slot', (await login('192.0.2.170', 'wrong password')).status, 401);
  expect('attacker again at once: slowed', (await login('192.0.2.170', 'wrong password')).status, 429);
  expect('owner from her known address', (await login('203.0.113.70', password)).status, 200);
  expect('owner from a new address', (await login('203.0.113.71', password)).status, 200);
}

/** Made-up links are refused after a lookup (no strength check, no hash) and limited per address. */
async function setPasswordFlood(api: Client, expect: Expect, figures: string[]) {
  const started = performance.now();
  const timed = async (request: Promise<{ status: number }>) => ({ status: (await request).status, ms: performance.now() - started });
  const bogus = Array.from({ length: 40 }, (_, i) =>
    timed(api.call('POST', '/api/auth/set-password', { body: { token: `audit-made-up-${i}`, password: 'A long and unusual passphrase 2026' }, headers: from(`198.18.${i}.9, 127.0.0.1`) })),
  );
  const health = await timed(api.call('GET', '/api/health'));
  const replies = await Promise.all(bogus);
  replies.forEach((reply, i) => expect(`made-up set-password link #${i + 1}`, reply.status, [400, 429]));
  expect('made-up links refused as invalid before the per-address limit', replies.filter((r) => r.status === 400).length, 20);
  expect('/api/health during the flood', health.status, 200);
  figures.push(`set-password flood: 40 made-up links answered in ${Math.max(...replies.map((r) => r.ms)).toFixed(0)} ms, /api/health alongside in ${health.ms.toFixed(0)} ms`);
}
