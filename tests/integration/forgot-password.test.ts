// @ownDatabase embedded
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

jest.setTimeout(120_000);

/** The services on a fresh embedded database, in a child process (see the probe's comment). */
function probe() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-reset-'));
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/reset-request-probe.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'forgot-password-test-9Kd2Lx7Qv4Mz1Rb8', APP_URL: 'http://localhost:3000' },
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop()!);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('forgot password does the same work for every email', () => {
  let result: ReturnType<typeof probe>;
  beforeAll(() => {
    result = probe();
  });

  it('answers known, unknown and suspended emails identically', () => {
    const expected = { message: MSG_AUTH.passwordResetSent };
    expect(result.answers).toEqual({ known: expected, unknown: expected, suspended: expected });
  });

  it('writes the same rows on the request path whether or not the account exists', () => {
    const sameWork = { password_reset_requests: 1, rate_limits: 1 };
    expect(result.writes.known).toEqual(sameWork);
    expect(result.writes.unknown).toEqual(sameWork);
    expect(result.writes.suspended).toEqual(sameWork);
  });

  it('leaves the lookup to the reset-requests job, which mails only the active account', () => {
    expect(result.resolved).toBe(3);
    expect(result.mail).toEqual([{ to: 'known@example.test', kind: expect.stringMatching(/reset/) }]);
    expect(result.writes.resolving).toEqual({ password_reset_requests: -3, password_tokens: 1, outbox: 1, rate_limits: 1 });
  });
});
