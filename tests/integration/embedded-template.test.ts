// @ownDatabase embedded
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client } from '../support/http-client';

jest.setTimeout(120_000);

const TEMPLATE_LINE = "started from a copy of the build's migrated template";
const saved = { url: process.env.TEST_DATABASE_URL, template: process.env.TEST_PGLITE_TEMPLATE };
let dataDir: string;
beforeAll(() => {
  // The server must meet an empty data folder as a new deployment does, not the suite's copy.
  delete process.env.TEST_DATABASE_URL;
  delete process.env.TEST_PGLITE_TEMPLATE;
  dataDir = mkdtempSync(path.join(tmpdir(), 'ns-embedded-template-'));
});
afterAll(() => {
  Object.assign(process.env, { TEST_DATABASE_URL: saved.url, TEST_PGLITE_TEMPLATE: saved.template });
  if (saved.url === undefined) delete process.env.TEST_DATABASE_URL;
  if (saved.template === undefined) delete process.env.TEST_PGLITE_TEMPLATE;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a new embedded database', () => {
  it("starts from the build's migrated template, serves at once, and an existing one is kept as it is", async () => {
    // What a first start cut short mid-copy leaves: an empty database folder and half a copy beside it.
    mkdirSync(path.join(dataDir, 'pgdata'));
    mkdirSync(path.join(dataDir, 'pgdata.partial', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata.partial', 'PG_VERSION'), '17\n');
    const first = await startApp({ DATA_DIR: dataDir });
    let member: Awaited<ReturnType<typeof registerMember>>;
    try {
      expect(first.output()).toContain(TEMPLATE_LINE);
      expect(existsSync(path.join(dataDir, 'pgdata.partial'))).toBe(false);
      // Every table the migrations make is there: a registration writes to several.
      member = await registerMember(client(first.url));
    } finally {
      await first.stop();
    }

    const again = await startApp({ DATA_DIR: dataDir });
    try {
      expect(again.output()).not.toContain(TEMPLATE_LINE);
      const login = await client(again.url).post('/api/auth/login', { email: member.payload.email, password: member.payload.password });
      expect(login.status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
