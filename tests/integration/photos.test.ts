import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { subscribeMember } from '../support/paypal';
import { client, type Client } from '../support/http-client';
import { startS3, type TestS3 } from '../support/s3-server';

jest.setTimeout(120_000);

const ADMIN = { ADMIN_EMAIL: 'admin.photos@example.test', ADMIN_PASSWORD: 'admin-password-123' };
let app: TestApp;
let api: Client;
let adminToken: string;
let s3: TestS3 | undefined;

/** The photo keys the store holds right now, whichever driver it is. */
async function storedKeys(): Promise<string[]> {
  if (s3) return (await s3.listKeys()).map((key) => key.replace(/^photos\//, ''));
  return (await readdir(path.join(app.dataDir, 'photos')).catch(() => [] as string[])).filter((name) => name.endsWith('.webp'));
}

type Member = Awaited<ReturnType<typeof registerMember>>;

async function member(gender: 'male' | 'female', subscribed = true, overrides: Record<string, unknown> = {}): Promise<Member> {
  const m = await registerMember(api, { gender, ...overrides });
  if (subscribed) await subscribeMember(api, m.token);
  return m;
}

const jpeg = (color = '#c33') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-copyright', Artist: 'secret-artist' } } })
    .toBuffer();

async function upload(token: string, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${app.url}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() };
}

async function uploadOk(token: string) {
  const reply = await upload(token, await jpeg());
  expect(reply.status).toBe(201);
  return reply.body.photo as { _id: string; url: string };
}

/** Fetches a photo address the way an <img> would: no bearer token. */
async function fetchImage(url: string) {
  const response = await fetch(new URL(url, app.url));
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function request(from: Member, to: Member) {
  const reply = await api.post('/api/photos/request', { targetUserId: to.userId }, from.token);
  expect(reply.status).toBe(201);
  return reply.body.request as { _id: string; status: string };
}

const profile = (viewer: { token: string }, owner: Member) => api.get(`/api/users/profile/${owner.userId}`, viewer.token);

describe.each(['fs', 's3'] as const)('photos on %s storage', (driver) => {
  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3() : undefined;
    app = await startApp({ ...ADMIN, ...s3?.env });
    api = client(app.url);
    adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
  });
  afterAll(async () => {
    await app?.stop();
    await s3?.stop();
  });

  describe('upload', () => {
    it('stores a re-encoded WebP with every piece of metadata gone, served only through a signed address', async () => {
      const brother = await member('male');
      const original = await jpeg();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const reply = await upload(brother.token, original);
      expect(reply.status).toBe(201);
      expect(reply.body.photo).toEqual({ _id: expect.any(String), url: expect.stringMatching(/^\/api\/photos\/file\//), createdAt: expect.any(String) });

      const image = await fetchImage(reply.body.photo.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(Number(image.headers.get('cache-control')!.split('=')[1])).toBeLessThanOrEqual(15 * 60);
      const meta = await sharp(image.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(image.bytes.includes('secret-copyright')).toBe(false);

      const list = await api.get('/api/photos', brother.token);
      expect(list.body).toEqual([{ _id: reply.body.photo._id, url: expect.any(String), createdAt: expect.any(String) }]);
    });

    it('accepts the alternate data-URL route and answers photoId and url', async () => {
      const brother = await member('male');
      const photo = `data:image/png;base64,${(await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0a0' } }).png().toBuffer()).toString('base64')}`;
      const reply = await api.post('/api/photos', { photo }, brother.token);
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({ photoId: expect.any(String), url: expect.any(String) });
      expect((await fetchImage(reply.body.url)).status).toBe(200);
    });

    it('refuses a non-image named .png, an SVG, and an empty form', async () => {
      const brother = await member('male');
      const fake = await upload(brother.token, Buffer.from('#!/bin/sh\necho not an image\n'), 'photo.png', 'image/png');
      expect(fake).toEqual({ status: 400, body: { message: MSG_PHOTOS.photoNotImage, code: 'invalid_input' } });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
      expect((await upload(brother.token, svg, 'photo.svg', 'image/svg+xml')).status).toBe(400);
      expect((await upload(brother.token, svg, 'photo.jpg', 'image/jpeg')).status).toBe(400);
      const empty = await fetch(`${app.url}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${brother.token}` }, body: new FormData() });
      expect(empty.status).toBe(400);
      expect((await empty.json()).message).toBe(MSG_PHOTOS.photoSelect);
      expect((await api.post('/api/photos', {}, brother.token)).body.message).toBe(MSG_PHOTOS.photoSelect);
      expect((await api.get('/api/photos', brother.token)).body).toEqual([]);
    });

    it('refuses more than 10 MB with 413', async () => {
      const brother = await member('male');
      const big = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
      const reply = await upload(brother.token, big);
      expect(reply).toEqual({ status: 413, body: { message: MSG_PHOTOS.photoTooLarge, code: 'too_large' } });
      const dataUrl = await api.post('/api/photos', { photo: `data:image/jpeg;base64,${big.toString('base64')}` }, brother.token);
      expect(dataUrl.status).toBe(413);
    });

    it('refuses an image with too many pixels before decoding it', async () => {
      const brother = await member('male');
      // A real 1x1 PNG whose header claims 20000 x 20000 pixels.
      const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
      png.writeUInt32BE(20_000, 16);
      png.writeUInt32BE(20_000, 20);
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
      const reply = await upload(brother.token, png, 'bomb.png', 'image/png');
      expect(reply).toEqual({ status: 400, body: { message: MSG_PHOTOS.photoTooManyPixels, code: 'invalid_input' } });
    });

    it('keeps at most 6 photos per member', async () => {
      const brother = await member('male');
      for (let i = 0; i < 6; i += 1) await uploadOk(brother.token);
      const seventh = await upload(brother.token, await jpeg());
      expect(seventh).toEqual({ status: 409, body: { message: MSG_PHOTOS.photoLimit, code: 'conflict' } });
      expect((await api.get('/api/photos', brother.token)).body).toHaveLength(6);
    });

    it('needs a subscription and a login', async () => {
      const unpaid = await member('male', false);
      expect((await upload(unpaid.token, await jpeg())).status).toBe(402);
      expect((await api.get('/api/photos')).status).toBe(401);
    });
  });

  describe('delete', () => {
    it('lets only the owner delete, and the bytes are gone afterwards', async () => {
      const brother = await member('male');
      const other = await member('male');
      const photo = await uploadOk(brother.token);
      const foreign = await api.del(`/api/photos/${photo._id}`, other.token);
      expect(foreign.status).toBe(404);
      expect((await api.del('/api/photos/not-a-uuid', brother.token)).status).toBe(404);
      expect((await api.del(`/api/photos/${photo._id}`, brother.token)).status).toBe(200);
      expect((await api.get('/api/photos', brother.token)).body).toEqual([]);
      const image = await fetchImage(photo.url);
      expect(image.status).toBe(404);
      expect(image.headers.get('content-type')).toMatch(/json/);
    });
  });

  describe('who sees photos (metadata and bytes)', () => {
    it('owner, stranger, pending, accepted, rejected and withdrawn requesters, unsubscribed member and admin', async () => {
      const sister = await member('female');
      const photo = await uploadOk(sister.token);
      const requester = await member('male');
      const stranger = await member('male');
      const unpaid = await member('male', false);

      // The owner: granted_self, with an address that works.
      const own = await profile(sister, sister);
      expect(own.body).toMatchObject({ photoAccessStatus: 'granted_self', photos: [{ id: photo._id, url: expect.any(String) }] });
      expect((await fetchImage(own.body.photos[0].url)).status).toBe(200);

      // A stranger: restricted, no addresses; the owner's own address names her, not him, and a
      // forged one for him is refused without a byte.
      const seen = await profile(stranger, sister);
      expect(seen.body).toMatchObject({ photoAccessStatus: 'restricted', photos: [] });
      expect(JSON.stringify(seen.body)).not.toContain('/api/photos/file/');
      const forged = new URL(photo.url, app.url);
      forged.searchParams.set('viewer', stranger.userId);
      const refused = await fetchImage(forged.pathname + forged.search);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).not.toMatch(/image/);
      const unsigned = await fetchImage(`/api/photos/file/${photo._id}`);
      expect(unsigned.status).toBe(403);

      // Unsubscribed members and admins never reach the profile's photos.
      expect((await profile(unpaid, sister)).status).toBe(402);
      const asAdmin = await api.get(`/api/users/profile/${sister.userId}`, adminToken);
      expect(asAdmin.body).toMatchObject({ photoAccessStatus: 'restricted', photos: [] });

      // Pending: still nothing.
      const sent = await request(requester, sister);
      expect(sent.status).toBe('pending');
      expect((await profile(requester, sister)).body).toMatchObject({ photoAccessStatus: 'pending', photos: [] });

      // Accepted: addresses for him that serve the bytes; still nothing for the stranger.
      const accepted = await api.put(`/api/photos/requests/${sent._id}/respond`, { status: 'accepted' }, sister.token);
      expect(accepted.status).toBe(200);
      expect(accepted.body.request.status).toBe('accepted');
      const granted = await profile(requester, sister);
      expect(granted.body).toMatchObject({ photoAccessStatus: 'granted_by_request', photos: [{ id: photo._id, url: expect.any(String) }] });
      const issued = granted.body.photos[0].url as string;
      expect(new URL(issued, app.url).searchParams.get('viewer')).toBe(requester.userId);
      const bytes = await fetchImage(issued);
      expect(bytes.status).toBe(200);
      expect((await sharp(bytes.bytes).metadata()).format).toBe('webp');
      expect((await profile(stranger, sister)).body.photos).toEqual([]);

      // Withdrawn: the address already issued to him stops working at once.
      const withdrawn = await api.del(`/api/photos/requests/${sent._id}`, sister.token);
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.request.status).toBe('rejected');
      expect((await profile(requester, sister)).body).toMatchObject({ photoAccessStatus: 'rejected', photos: [] });
      const afterWithdrawal = await fetchImage(issued);
      expect(afterWithdrawal.status).toBe(403);
      expect(afterWithdrawal.bytes.includes(Buffer.from('WEBP'))).toBe(false);
    });

    it('a rejected request shows rejected and no photos, and may not be repeated at once', async () => {
      const sister = await member('female');
      await uploadOk(sister.token);
      const brother = await member('male');
      const sent = await request(brother, sister);
      const rejected = await api.put(`/api/photos/requests/${sent._id}/respond`, { status: 'rejected' }, sister.token);
      expect(rejected.body.request.status).toBe('rejected');
      expect((await profile(brother, sister)).body).toMatchObject({ photoAccessStatus: 'rejected', photos: [] });
      const again = await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(MSG_PHOTOS.requestRejectedRecently);
    });

    it('a tampered or expired-looking address is refused', async () => {
      const brother = await member('male');
      const photo = await uploadOk(brother.token);
      const url = new URL(photo.url, app.url);
      const exp = Number(url.searchParams.get('exp'));
      url.searchParams.set('exp', String(exp - 3600));
      expect((await fetchImage(url.pathname + url.search)).status).toBe(403);
      url.searchParams.set('exp', String(exp));
      url.searchParams.set('sig', 'x'.repeat(43));
      expect((await fetchImage(url.pathname + url.search)).status).toBe(403);
      expect((await fetchImage('/api/photos/file/not-a-uuid?viewer=a&exp=1&sig=b')).status).toBe(403);
    });
  });

  describe('photo requests', () => {
    it('writes a guardian notice for a woman (requester named, nothing else) and none for a man', async () => {
      const sister = await member('female', true, { firstName: 'Khadija' });
      const brother = await member('male', true, { firstName: 'Bilal', age: 29, university: 'University of York', status: 'student' });
      await request(brother, sister);
      const mail = await app.mail.waitFor(sister.payload.guardianEmail as string, (m) => /photo request/.test(m.subject));
      expect(mail.subject).toContain('Khadija');
      expect(mail.text).toContain('That member wrote their first name as “Bilal” and their university as “University of York”. They are 29 and a student.');
      expect(mail.text).toContain('Another member has asked to see her photos.');
      expect(mail.text).toContain('who wrote her first name as “Khadija”');
      expect(mail.text).not.toContain(brother.payload.email);

      // The notice is written in the request's own transaction, so once the request is answered the
      // outbox holds every mail it will ever cause.
      const photoNotices = async () =>
        ((await api.get('/api/admin/outbox', adminToken)).body as Array<{ kind: string }>).filter((m) => m.kind === 'guardian_photo_request').length;
      const before = await photoNotices();
      await request(sister, brother);
      expect(await photoNotices()).toBe(before);
    });

    it('lists sent and received requests with both people named, newest first', async () => {
      const sister = await member('female');
      const first = await member('male');
      const second = await member('male');
      const a = await request(first, sister);
      const b = await request(second, sister);
      const received = await api.get('/api/photos/requests/received', sister.token);
      expect(received.status).toBe(200);
      expect(received.body.map((r: { _id: string }) => r._id)).toEqual([b._id, a._id]);
      expect(received.body[0]).toMatchObject({
        _id: b._id,
        requesterId: { _id: second.userId, firstName: second.payload.firstName, lastName: second.payload.lastName },
        targetUserId: { _id: sister.userId, firstName: sister.payload.firstName, lastName: sister.payload.lastName },
        status: 'pending',
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(received.body)).not.toMatch(/email|guardian/i);
      const sent = await api.get('/api/photos/requests/sent', first.token);
      expect(sent.body.map((r: { _id: string }) => r._id)).toEqual([a._id]);
      expect((await api.get('/api/photos/requests/sent', sister.token)).body).toEqual([]);
    });

    it('allows one open request per pair, never to oneself, the same gender, an admin or an unknown id', async () => {
      const sister = await member('female');
      const brother = await member('male');
      const other = await member('male');
      await request(brother, sister);
      const twice = await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token);
      expect(twice).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestExists } });
      const both = await Promise.all([0, 1, 2].map(() => api.post('/api/photos/request', { targetUserId: sister.userId }, other.token)));
      expect(both.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect((await api.post('/api/photos/request', { targetUserId: brother.userId }, brother.token)).body.message).toBe(MSG_PHOTOS.requestToSelf);
      expect((await api.post('/api/photos/request', { targetUserId: other.userId }, brother.token)).body.message).toBe(MSG_PHOTOS.requestSameGender);
      const adminId = (await api.get('/api/auth/me', adminToken)).body.userId;
      expect((await api.post('/api/photos/request', { targetUserId: adminId }, brother.token)).body.message).toBe(MSG_MEMBERS.invalidUserProfile);
      const unknown = await api.post('/api/photos/request', { targetUserId: '00000000-0000-4000-8000-000000000000' }, brother.token);
      expect(unknown).toMatchObject({ status: 404, body: { message: MSG_MEMBERS.invalidUserProfile } });
      const malformed = await api.post('/api/photos/request', { targetUserId: 'nope' }, brother.token);
      expect(malformed).toMatchObject({ status: 400, body: { message: MSG_MEMBERS.invalidUserProfile } });
      expect((await api.post('/api/photos/request', { targetUserId: sister.userId })).status).toBe(401);
    });

    it('only the target answers, only once; the requester and strangers cannot', async () => {
      const sister = await member('female');
      const brother = await member('male');
      const stranger = await member('female');
      const sent = await request(brother, sister);
      const byRequester = await api.put(`/api/photos/requests/${sent._id}/respond`, { status: 'accepted' }, brother.token);
      expect(byRequester).toMatchObject({ status: 403, body: { message: MSG_PHOTOS.requestOnlyTarget } });
      expect((await api.put(`/api/photos/requests/${sent._id}/respond`, { status: 'accepted' }, stranger.token)).status).toBe(404);
      expect((await api.del(`/api/photos/requests/${sent._id}`, brother.token)).status).toBe(403);
      expect((await api.put(`/api/photos/requests/${sent._id}/respond`, { status: 'maybe' }, sister.token)).status).toBe(400);
      expect((await api.put('/api/photos/requests/not-a-uuid/respond', { status: 'accepted' }, sister.token)).status).toBe(404);
      expect((await api.put(`/api/photos/requests/${sent._id}/respond`, { status: 'accepted' }, sister.token)).status).toBe(200);
      const again = await api.put(`/api/photos/requests/${sent._id}/respond`, { status: 'rejected' }, sister.token);
      expect(again).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestNotPending } });
    });
  });

  describe('stored objects', () => {
    it('deleting a photo deletes its stored bytes, and a moderator\'s removal does too', async () => {
      const brother = await member('male');
      const before = await storedKeys();
      const kept = await uploadOk(brother.token);
      const deleted = await uploadOk(brother.token);
      const removed = await uploadOk(brother.token);
      const added = (await storedKeys()).filter((key) => !before.includes(key));
      expect(added).toHaveLength(3);

      expect((await api.del(`/api/photos/${deleted._id}`, brother.token)).status).toBe(200);
      const afterDelete = await storedKeys();
      expect(added.filter((key) => afterDelete.includes(key))).toHaveLength(2);

      const removal = await api.call('DELETE', `/api/admin/photos/${removed._id}`, { body: { reason: 'Photos must show only you.' }, token: adminToken });
      expect(removal.status).toBe(200);
      const afterRemoval = await storedKeys();
      const left = added.filter((key) => afterRemoval.includes(key));
      expect(left).toHaveLength(1);
      expect((await fetchImage(kept.url)).status).toBe(200);
      expect((await fetchImage(deleted.url)).status).toBe(404);
    });
  });
});

describe('s3 configuration', () => {
  it('refuses to start, in one line, when the bucket does not exist', async () => {
    const store = await startS3();
    try {
      await expect(startApp({ ...store.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
        `PHOTO_STORAGE=s3: cannot use bucket no-such-bucket at ${store.env.S3_ENDPOINT}: it does not exist (create it first: the app never creates buckets)`,
      );
    } finally {
      await store.stop();
    }
  });
});
