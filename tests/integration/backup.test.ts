// @ownDatabase embedded
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startApp } from '../support/app-server';
import { client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { startS3, type TestS3 } from '../support/s3-server';

/**
 * `npm run backup` and `npm run restore` end to end: a member's messages and photos written on one
 * server come back on a new server started on a fresh DATA_DIR restored from the archive. The
 * archive is of the embedded database, so this file always uses it, even when TEST_DATABASE_URL
 * names a PostgreSQL server for the rest of the suite (jest gives each file its own process.env).
 */
delete process.env.TEST_DATABASE_URL;
jest.setTimeout(180_000);

const ROOT = process.cwd();
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs a backup script as an operator would (tsx, the project's .env rules), with only `env` set. */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts', `${name}.ts`), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const withoutNodeWarnings = (text: string) => text.replace(/\(node:\d+\)[\s\S]*?(?=\nerror:|$)/g, '').trim();

async function upload(base: string, token: string, color: string) {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: color } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const reply = await fetch(`${base}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(reply.status).toBe(201);
}

/** Her photos as seen by her: id to bytes, fetched the way an <img> would. */
async function photosOf(base: string, token: string): Promise<Record<string, string>> {
  const list = (await client(base).get('/api/photos', token)).body as Array<{ _id: string; url: string }>;
  const entries = await Promise.all(
    list.map(async (photo) => {
      const response = await fetch(new URL(photo.url, base));
      expect(response.status).toBe(200);
      return [photo._id, Buffer.from(await response.arrayBuffer()).toString('base64')] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('bad arguments', () => {
  it('answer with one line and the usage, never a stack trace', async () => {
    const dataDir = tempFolder('ns-backup-args-');
    const none = await script('backup', [], { DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    expect(withoutNodeWarnings(none.stderr)).toMatch(/^error: give exactly one archive path\nusage: npm run backup/);
    const noDatabase = await script('backup', [path.join(dataDir, 'out.tar.gz')], { DATA_DIR: dataDir });
    expect(noDatabase.code).toBe(1);
    expect(withoutNodeWarnings(noDatabase.stderr)).toBe(`error: there is no embedded database in ${path.join(dataDir, 'pgdata')}: is DATA_DIR right?`);
    const missing = await script('restore', [path.join(dataDir, 'nope.tar.gz')], { DATA_DIR: dataDir });
    expect(withoutNodeWarnings(missing.stderr)).toBe(`error: ${path.join(dataDir, 'nope.tar.gz')} does not exist`);
    const notAnArchive = path.join(dataDir, 'junk.tar.gz');
    writeFileSync(notAnArchive, 'not an archive');
    const junk = await script('restore', [notAnArchive], { DATA_DIR: tempFolder('ns-restore-empty-') });
    expect(withoutNodeWarnings(junk.stderr)).toBe(`error: ${notAnArchive} is not a readable .tar.gz archive`);
    for (const run of [none, noDatabase, missing, junk]) expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

describe.each(['fs', 's3'] as const)('backup and restore with %s photo storage', (driver) => {
  const stores: TestS3[] = [];
  afterAll(() => Promise.all(stores.map((store) => store.stop())));

  it('restores into a fresh DATA_DIR where she logs in and sees her messages and photos', async () => {
    const [source, target] = driver === 's3' ? await Promise.all([startS3('ns-source'), startS3('ns-target')]) : [undefined, undefined];
    stores.push(...[source, target].filter((store): store is TestS3 => store !== undefined));
    const dataDir = tempFolder('ns-backup-source-');
    const app = await startApp({ DATA_DIR: dataDir, ...source?.env });
    const api = client(app.url);
    const [sister, brother] = await Promise.all([subscribedMember(api, { gender: 'female' }), subscribedMember(api)]);
    expect((await api.post('/api/chats/messages', { receiverId: sister.userId, content: 'Assalamu alaikum, before the backup', clientId: 'b1' }, brother.token)).status).toBe(201);
    expect((await api.post('/api/chats/messages', { receiverId: brother.userId, content: 'Wa alaikum assalam', clientId: 's1' }, sister.token)).status).toBe(201);
    await upload(app.url, sister.token, '#a33');
    await upload(app.url, sister.token, '#3a3');
    const photos = await photosOf(app.url, sister.token);
    expect(Object.keys(photos)).toHaveLength(2);

    // The embedded database is copied only while no server has it open.
    const archive = path.join(tempFolder('ns-backup-archive-'), 'backup.tar.gz');
    const whileRunning = await script('backup', [archive], { DATA_DIR: dataDir, ...source?.env });
    expect(whileRunning.code).toBe(1);
    expect(withoutNodeWarnings(whileRunning.stderr)).toMatch(/^error: the embedded database in .* is open \(postmaster\.pid exists\): stop the server first/);
    await app.stop();
    const backup = await script('backup', [archive], { DATA_DIR: dataDir, ...source?.env });
    expect(withoutNodeWarnings(backup.stderr)).toBe('');
    expect(backup.stdout).toContain(`Backed up the embedded database and 2 photo(s) from ${driver} storage to ${archive}`);
    expect(backup.code).toBe(0);

    // A data directory in use is refused; a fresh one is filled.
    const restoredDir = tempFolder('ns-backup-restored-');
    const refused = await script('restore', [archive], { DATA_DIR: dataDir, ...target?.env });
    expect(withoutNodeWarnings(refused.stderr)).toMatch(/^error: DATA_DIR .* is not empty: restore into a fresh folder, or pass --force/);
    const restore = await script('restore', [archive], { DATA_DIR: restoredDir, ...target?.env });
    expect(withoutNodeWarnings(restore.stderr)).toBe('');
    expect(restore.code).toBe(0);
    if (target) expect(await target.listKeys()).toHaveLength(2);
    else expect(existsSync(path.join(restoredDir, 'photos'))).toBe(true);

    const restored = await startApp({ DATA_DIR: restoredDir, ...target?.env });
    try {
      const again = client(restored.url);
      const login = await again.post('/api/auth/login', { email: sister.payload.email, password: sister.payload.password });
      expect(login.status).toBe(200);
      const history = await again.get(`/api/chats/messages/${brother.userId}`, login.body.token);
      expect(history.body.map((m: { content: string }) => m.content)).toEqual(['Assalamu alaikum, before the backup', 'Wa alaikum assalam']);
      expect(await photosOf(restored.url, login.body.token)).toEqual(photos);
    } finally {
      await restored.stop();
    }
  });
});
