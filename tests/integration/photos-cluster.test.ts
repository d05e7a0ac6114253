// @ownDatabase postgres
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { startApp, type TestApp } from '../support/app-server';
import { client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { startS3, type TestS3 } from '../support/s3-server';
import { createDatabase } from '../support/test-database';

/**
 * Several app processes behind one PostgreSQL database: with PHOTO_STORAGE=s3 a photo stored
 * through one node is served by another; a node keeping photos on its own disk cannot serve it.
 * Like chat-cluster.test.ts it uses TEST_DATABASE_URL (else the local
 * postgres://postgres@127.0.0.1:5432/test) and fails loudly when there is none.
 */
jest.setTimeout(120_000);

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const nodes: TestApp[] = [];
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let s3: TestS3 | undefined;

beforeAll(async () => {
  s3 = await startS3();
  database = await createDatabase(ADMIN_URL, 'ns_photos_cluster');
  const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
  // Migrations take a lock, so the nodes may start together.
  nodes.push(...(await Promise.all([startApp({ ...shared, ...s3.env }), startApp({ ...shared, ...s3.env }), startApp({ ...shared, PHOTO_STORAGE: 'fs' })])));
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await database?.drop();
  await s3?.stop();
});

async function fetchImage(base: string, url: string) {
  const response = await fetch(new URL(url, base));
  return { status: response.status, type: response.headers.get('content-type'), length: response.headers.get('content-length'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('photos across app nodes', () => {
  it('a photo uploaded through node A is served through node B from the shared bucket, and not by a node on its own disk', async () => {
    const [a, b, onDisk] = nodes;
    const member = await subscribedMember(client(a.url), { gender: 'female' });
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } }).jpeg().toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${a.url}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${member.token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()).photo as { url: string };
    expect(await s3?.listKeys()).toEqual([expect.stringMatching(/^photos\/[0-9a-f-]{36}\.webp$/)]);

    const fromA = await fetchImage(a.url, url);
    const fromB = await fetchImage(b.url, url);
    expect(fromA.status).toBe(200);
    expect(fromB).toMatchObject({ status: 200, type: 'image/webp', length: String(fromA.bytes.length) });
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);

    // Same database, same signature, same grant: only the bytes are missing on that node's disk.
    expect((await fetchImage(onDisk.url, url)).status).toBe(404);
  });
});
