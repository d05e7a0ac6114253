import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MSG_VERIFICATION, POSE_IDS } from '@/lib/shared/messages/verification';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { pollUntil } from '../support/poll';
import { startS3, type TestS3 } from '../support/s3-server';

/**
 * Verified members (issue 23) against the built server: the university badge by an emailed link,
 * the photo badge by a selfie a moderator decides, where the badges show, and that a selfie's
 * bytes leave the store (fs and s3) when a moderator decides, or after 30 days at the latest.
 */
jest.setTimeout(180_000);

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const ADMIN = { email: 'verifier@example.test', password: 'verifier password 2026' };

type Member = Awaited<ReturnType<typeof subscribedMember>>;

interface Env {
  app: TestApp;
  api: Client;
  clock: TestClock;
  s3?: TestS3;
  adminToken: string;
}

async function start(driver: 'fs' | 's3'): Promise<Env> {
  const s3 = driver === 's3' ? await startS3() : undefined;
  const clock = createTestClock();
  const app = await startApp({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The clock moves by weeks here: neither the sessions nor the members may rest meanwhile.
    SESSION_IDLE_DAYS: '365',
    IDLE_HIDE_DAYS: '365',
    ...clock.env,
    ...(s3?.env ?? {}),
  });
  const api = client(app.url);
  const login = await api.post('/api/auth/login', ADMIN);
  expect(login.status).toBe(200);
  return { app, api, clock, s3, adminToken: login.body.token };
}

async function stop(env: Env | undefined) {
  await env?.app.stop();
  await env?.s3?.stop();
  env?.clock.remove();
}

const jpeg = (color = '#a63') => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).jpeg().toBuffer();

async function addPhoto(env: Env, member: Member): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await jpeg('#3a6'))], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${env.app.url}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${member.token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { photo: { _id: string } }).photo._id;
}

async function sendSelfie(env: Env, token: string, fields: { poseId?: string; photo?: Buffer | 'none' } = {}) {
  const form = new FormData();
  if (fields.poseId !== undefined) form.append('poseId', fields.poseId);
  if (fields.photo !== 'none') form.append('photo', new Blob([new Uint8Array(fields.photo ?? (await jpeg()))], { type: 'image/jpeg' }), 'selfie.jpg');
  const response = await fetch(`${env.app.url}/api/verification/selfie`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function poseFor(env: Env, member: Member): Promise<string> {
  const pose = await env.api.get('/api/verification/selfie/pose', member.token);
  expect(pose.status).toBe(200);
  return pose.body.poseId;
}

/** The selfie keys the store holds right now, whichever driver: under their own folder or prefix. */
async function storedSelfies(env: Env): Promise<string[]> {
  if (env.s3) return (await env.s3.listKeys()).filter((key) => key.startsWith('selfies/'));
  return (await readdir(path.join(env.app.dataDir, 'selfies')).catch(() => [] as string[])).filter((name) => name.endsWith('.webp'));
}

const verificationOf = async (env: Env, member: Member) => (await env.api.get('/api/users/profile', member.token)).body.verification;

async function pendingFor(env: Env, token: string, userId: string) {
  const list = await env.api.get('/api/admin/verifications?status=pending', token);
  expect(list.status).toBe(200);
  return (list.body.verifications as Array<Record<string, any>>).find((v) => v.userId === userId);
}

const linkToken = (text: string) => /\/verify\/university\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** Tokens already handed out: two links to one address come in two mails. */
const seenTokens = new Set<string>();

async function requestLink(env: Env, member: Member, email: string): Promise<string> {
  const reply = await env.api.post('/api/verification/university-email', { email }, member.token);
  expect(reply.status).toBe(202);
  const mail = await env.app.mail.waitFor(email, (m) => {
    const token = linkToken(m.text);
    return token !== undefined && !seenTokens.has(token);
  });
  const token = linkToken(mail.text)!;
  seenTokens.add(token);
  return token;
}

const leedsAddress = (prefix = 'm') => uniqueEmail(prefix).replace(/@example\.test$/, '@leeds.ac.uk');

describe('the university badge', () => {
  let env: Env;
  beforeAll(async () => {
    env = await start('fs');
  });
  afterAll(() => stop(env));

  it('refuses an address that is not on an academic domain with the sentence of the issue, and changes nothing', async () => {
    const member = await subscribedMember(env.api, { gender: 'female' });
    for (const email of ['maryam@gmail.com', 'maryam@example.test']) {
      const reply = await env.api.post('/api/verification/university-email', { email }, member.token);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Please use your university email address (for example name@leeds.ac.uk).');
    }
    const malformed = await env.api.post('/api/verification/university-email', { email: 'not an address' }, member.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(MSG_VERIFICATION.emailInvalid);
    expect((await env.api.post('/api/verification/university-email', {}, member.token)).status).toBe(400);
    expect(await verificationOf(env, member)).toMatchObject({ university: 'none', institution: null, photo: 'none' });
    expect(env.app.mail.mails.filter((m) => m.to.includes('gmail.com'))).toEqual([]);
    expect((await env.api.post('/api/verification/university-email', { email: leedsAddress() })).status).toBe(401);
  });

  it('mails a link to an academic address (any subdomain); opening the page changes nothing, its button confirms once and names the institution', async () => {
    const member = await subscribedMember(env.api, { gender: 'female' });
    const email = uniqueEmail('alumna').replace(/@example\.test$/, '@alumni.leeds.ac.uk');
    const token = await requestLink(env, member, email);
    const mail = env.app.mail.mails.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe('Confirm your university email for Nikah Scholars');
    expect(mail.text).toContain(`${env.app.url}/verify/university/${token}`);
    expect(await verificationOf(env, member)).toMatchObject({ university: 'pending', institution: null });

    const page = await fetch(`${env.app.url}/verify/university/${token}`);
    expect(page.status).toBe(200);
    expect(await verificationOf(env, member)).toMatchObject({ university: 'pending' });

    const confirmed = await env.api.post('/api/verification/university-email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ university: 'verified', institution: 'University of Leeds' });
    expect(await verificationOf(env, member)).toEqual({ university: 'verified', institution: 'University of Leeds', photo: 'none', photoReason: null });

    // Reused: refused, and still verified.
    const again = await env.api.post('/api/verification/university-email/confirm', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG_VERIFICATION.linkUsed);
    // Nothing personal in the server's log: neither the address nor the token.
    expect(env.app.output()).not.toContain(email);
    expect(env.app.output()).not.toContain(token);
    for (const bad of [{ token: 'made-up' }, { token: 'A'.repeat(43) }, {}]) {
      const reply = await env.api.post('/api/verification/university-email/confirm', bad);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MSG_VERIFICATION.linkInvalid);
    }
  });

  it('refuses an address another account verified (409), on asking and on confirming', async () => {
    const first = await subscribedMember(env.api, { gender: 'female' });
    const second = await subscribedMember(env.api, { gender: 'female' });
    const email = leedsAddress('shared');
    const secondToken = await requestLink(env, second, email);
    const firstToken = await requestLink(env, first, email);
    expect((await env.api.post('/api/verification/university-email/confirm', { token: firstToken })).status).toBe(200);

    const asked = await env.api.post('/api/verification/university-email', { email: email.toUpperCase() }, second.token);
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(MSG_VERIFICATION.emailTaken);
    const confirmed = await env.api.post('/api/verification/university-email/confirm', { token: secondToken });
    expect(confirmed.status).toBe(409);
    expect(await verificationOf(env, second)).toMatchObject({ university: 'pending' });
    // Her own address again is no conflict.
    expect((await env.api.post('/api/verification/university-email', { email }, first.token)).status).toBe(202);
  });

  it('lets only the newest link give the badge: a mistyped address put right cannot be confirmed', async () => {
    const member = await subscribedMember(env.api, { gender: 'female' });
    const mistyped = leedsAddress('mistyped');
    const meant = leedsAddress('meant');
    const mistypedToken = await requestLink(env, member, mistyped);
    const meantToken = await requestLink(env, member, meant);
    const refused = await env.api.post('/api/verification/university-email/confirm', { token: mistypedToken });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MSG_VERIFICATION.linkInvalid);
    expect(await verificationOf(env, member)).toMatchObject({ university: 'pending' });
    expect((await env.api.post('/api/verification/university-email/confirm', { token: meantToken })).status).toBe(200);
    expect(await verificationOf(env, member)).toMatchObject({ university: 'verified', institution: 'University of Leeds' });
  });

  it('refuses a link after 48 hours', async () => {
    const member = await subscribedMember(env.api, { gender: 'male' });
    const token = await requestLink(env, member, leedsAddress('late'));
    env.clock.advance(48 * HOUR + 60_000);
    const reply = await env.api.post('/api/verification/university-email/confirm', { token });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MSG_VERIFICATION.linkExpired);
    expect(await verificationOf(env, member)).toMatchObject({ university: 'none' });
  });

  it('allows 5 requests a day, then answers 429', async () => {
    const member = await subscribedMember(env.api, { gender: 'male' });
    for (let i = 0; i < 5; i += 1) expect((await env.api.post('/api/verification/university-email', { email: leedsAddress('many') }, member.token)).status).toBe(202);
    const sixth = await env.api.post('/api/verification/university-email', { email: leedsAddress('many') }, member.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^You can ask for 5 verification emails a day\./);
    env.clock.advance(DAY + 60_000);
    expect((await env.api.post('/api/verification/university-email', { email: leedsAddress('many') }, member.token)).status).toBe(202);
  });

  it('shows the badge on her public profile and her card, and ?verified=true lists only verified members with the other filters', async () => {
    const viewer = await subscribedMember(env.api, { gender: 'male', age: 30 });
    const university = `Verification University ${Date.now()}`;
    const verified = await subscribedMember(env.api, { gender: 'female', university });
    const other = await subscribedMember(env.api, { gender: 'female', university });
    const token = await requestLink(env, verified, leedsAddress('listed'));
    expect((await env.api.post('/api/verification/university-email/confirm', { token })).status).toBe(200);

    const profile = await env.api.get(`/api/users/profile/${verified.userId}`, viewer.token);
    expect(profile.body).toMatchObject({ verifiedUniversity: true, verifiedPhoto: false });
    expect((await env.api.get(`/api/users/profile/${other.userId}`, viewer.token)).body).toMatchObject({ verifiedUniversity: false, verifiedPhoto: false });
    expect(JSON.stringify(profile.body)).not.toContain('leeds.ac.uk');

    const all = await env.api.get(`/api/users?university=${encodeURIComponent(university)}`, viewer.token);
    expect(all.status).toBe(200);
    const byId = new Map((all.body.users as Array<Record<string, any>>).map((u) => [u.id, u]));
    expect(byId.get(verified.userId)).toMatchObject({ verifiedUniversity: true, verifiedPhoto: false });
    expect(byId.get(other.userId)).toMatchObject({ verifiedUniversity: false, verifiedPhoto: false });

    const filtered = await env.api.get(`/api/users?verified=true&university=${encodeURIComponent(university)}`, viewer.token);
    expect(filtered.body.users.map((u: { id: string }) => u.id)).toEqual([verified.userId]);
    const combined = await env.api.get(`/api/users?verified=true&status=student&university=${encodeURIComponent(university)}`, viewer.token);
    expect(combined.body.users).toEqual([]);
    const bad = await env.api.get('/api/users?verified=maybe', viewer.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('verified must be true or false.');
  });
});

describe.each(['fs', 's3'] as const)('the photo badge (%s storage)', (driver) => {
  let env: Env;
  beforeAll(async () => {
    env = await start(driver);
  });
  afterAll(() => stop(env));

  it('offers a pose, needs a profile photo, and refuses a missing or unknown pose or file', async () => {
    const member = await subscribedMember(env.api, { gender: 'female' });
    const pose = await env.api.get('/api/verification/selfie/pose', member.token);
    expect(pose.status).toBe(200);
    expect(POSE_IDS).toContain(pose.body.poseId);
    expect(pose.body.instruction).toEqual(expect.any(String));
    expect(POSE_IDS.length).toBeGreaterThanOrEqual(6);

    const noPhoto = await sendSelfie(env, member.token, { poseId: pose.body.poseId });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe(MSG_VERIFICATION.selfieNeedsPhoto);
    await addPhoto(env, member);
    expect((await sendSelfie(env, member.token, { poseId: 'handstand' })).body.message).toBe(MSG_VERIFICATION.poseUnknown);
    expect((await sendSelfie(env, member.token, {})).body.message).toBe(MSG_VERIFICATION.poseRequired);
    expect((await sendSelfie(env, member.token, { poseId: pose.body.poseId, photo: 'none' })).body.message).toBe(MSG_VERIFICATION.selfieSelect);
    const notImage = await sendSelfie(env, member.token, { poseId: pose.body.poseId, photo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(notImage.status).toBe(400);
    expect(await storedSelfies(env)).toEqual([]);
    expect(await verificationOf(env, member)).toMatchObject({ photo: 'none' });
  });

  it('takes a selfie only in the pose she was shown last, within half an hour of being shown it', async () => {
    const member = await subscribedMember(env.api, { gender: 'male' });
    await addPhoto(env, member);
    const stored = await storedSelfies(env);
    const refused = (reply: { status: number; body: Record<string, any> }) => {
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MSG_VERIFICATION.poseNotOffered);
    };
    // Never shown a pose: none is hers to take.
    refused(await sendSelfie(env, member.token, { poseId: POSE_IDS[0] }));
    const shown = await poseFor(env, member);
    refused(await sendSelfie(env, member.token, { poseId: POSE_IDS.find((id) => id !== shown)! }));
    // Asking again replaces the pose she is to take.
    const first = shown;
    let again = await poseFor(env, member);
    while (again === first) again = await poseFor(env, member);
    refused(await sendSelfie(env, member.token, { poseId: first }));
    env.clock.advance(31 * 60 * 1000);
    refused(await sendSelfie(env, member.token, { poseId: again }));
    expect(await storedSelfies(env)).toEqual(stored);
    const fresh = await poseFor(env, member);
    env.clock.advance(29 * 60 * 1000);
    expect((await sendSelfie(env, member.token, { poseId: fresh })).status).toBe(202);
    // Decided, so its bytes go now and leave the later tests' count of stored selfies alone.
    const pending = await pendingFor(env, env.adminToken, member.userId);
    expect((await env.api.post(`/api/admin/verifications/${pending!.id}/decide`, { approve: false, reason: 'A test selfie.' }, env.adminToken)).status).toBe(200);
    expect(await storedSelfies(env)).toEqual(stored);
  });

  it('queues a selfie, refuses it with a reason (emailed), accepts another, approves it, and deletes the bytes at each decision', async () => {
    const member = await subscribedMember(env.api, { gender: 'male' });
    const viewer = await subscribedMember(env.api, { gender: 'female' });
    const photoId = await addPhoto(env, member);
    const before = await storedSelfies(env);

    const sent = await sendSelfie(env, member.token, { poseId: await poseFor(env, member) });
    expect(sent).toEqual({ status: 202, body: { status: 'pending' } });
    expect(await verificationOf(env, member)).toMatchObject({ photo: 'pending' });
    const stored = (await storedSelfies(env)).filter((key) => !before.includes(key));
    expect(stored).toEqual([driver === 's3' ? expect.stringMatching(/^selfies\/[0-9a-f-]{36}\.webp$/) : expect.stringMatching(/^[0-9a-f-]{36}\.webp$/)]);
    if (env.s3) expect((await env.s3.listKeys()).filter((key) => key.startsWith('photos/')).length).toBeGreaterThan(0);
    const second = await sendSelfie(env, member.token, { poseId: await poseFor(env, member) });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(MSG_VERIFICATION.selfiePending);

    const item = await pendingFor(env, env.adminToken, member.userId);
    expect(item).toMatchObject({ id: expect.any(String), userId: member.userId, poseId: expect.any(String), instruction: expect.any(String), createdAt: expect.any(String) });
    expect(item!.photos.map((p: { id: string }) => p.id)).toEqual([photoId]);
    // The selfie reaches the admin it was signed for, and nobody through a member's path.
    const image = await fetch(new URL(item!.selfieUrl, env.app.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(new URL(item!.selfieUrl.replace(/sig=[^&]+/, 'sig=forged'), env.app.url))).status).toBe(403);
    expect((await env.api.get('/api/admin/verifications?status=pending', member.token)).status).toBe(403);
    expect(JSON.stringify((await env.api.get('/api/users/profile', member.token)).body)).not.toContain('selfie');

    const noReason = await env.api.post(`/api/admin/verifications/${item!.id}/decide`, { approve: false }, env.adminToken);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(MSG_VERIFICATION.reasonRequired);
    const reason = 'Your hand hides your face. Please try again with your face fully visible.';
    const refused = await env.api.post(`/api/admin/verifications/${item!.id}/decide`, { approve: false, reason }, env.adminToken);
    expect(refused.status).toBe(200);
    expect(await storedSelfies(env)).toEqual(before);
    expect((await fetch(new URL(item!.selfieUrl, env.app.url))).status).toBe(404);
    const refusal = await env.app.mail.waitFor(member.payload.email, (m) => m.subject === 'We could not verify your selfie on Nikah Scholars');
    expect(refusal.text).toContain(reason);
    expect(refusal.text).toContain('/settings#verification');
    expect(await verificationOf(env, member)).toMatchObject({ photo: 'rejected', photoReason: reason });
    expect((await env.api.post(`/api/admin/verifications/${item!.id}/decide`, { approve: true }, env.adminToken)).status).toBe(409);
    const rejected = await env.api.get('/api/admin/verifications?status=rejected', env.adminToken);
    expect(rejected.body.verifications.find((v: { id: string }) => v.id === item!.id)).toMatchObject({ reason, selfieUrl: null });

    // She may try again; this time it is approved.
    expect((await sendSelfie(env, member.token, { poseId: await poseFor(env, member) })).status).toBe(202);
    const next = await pendingFor(env, env.adminToken, member.userId);
    expect(next!.id).not.toBe(item!.id);
    const approved = await env.api.post(`/api/admin/verifications/${next!.id}/decide`, { approve: true }, env.adminToken);
    expect(approved.status).toBe(200);
    expect(await storedSelfies(env)).toEqual(before);
    await env.app.mail.waitFor(member.payload.email, (m) => m.subject === 'Your photos are verified on Nikah Scholars');
    expect(await verificationOf(env, member)).toMatchObject({ photo: 'verified', photoReason: null });
    expect((await env.api.get(`/api/users/profile/${member.userId}`, viewer.token)).body).toMatchObject({ verifiedPhoto: true });
    const card = (await env.api.get('/api/users?limit=50', viewer.token)).body.users.find((u: { id: string }) => u.id === member.userId);
    expect(card).toMatchObject({ verifiedPhoto: true, verifiedUniversity: false });
    expect((await sendSelfie(env, member.token, { poseId: await poseFor(env, member) })).status).toBe(409);

    // Deleting her last photo takes the badge with it.
    expect((await env.api.call('DELETE', `/api/photos/${photoId}`, { token: member.token })).status).toBe(200);
    expect(await verificationOf(env, member)).toMatchObject({ photo: 'none' });
    expect((await env.api.get(`/api/users/profile/${member.userId}`, viewer.token)).body).toMatchObject({ verifiedPhoto: false });
  });

  it('deletes a waiting selfie with the account that sent it', async () => {
    const member = await subscribedMember(env.api, { gender: 'male' });
    await addPhoto(env, member);
    const before = await storedSelfies(env);
    expect((await sendSelfie(env, member.token, { poseId: await poseFor(env, member) })).status).toBe(202);
    expect((await storedSelfies(env)).length).toBe(before.length + 1);
    const deleted = await env.api.call('DELETE', '/api/users/profile', { body: { password: member.payload.password }, token: member.token });
    expect(deleted.status).toBe(200);
    expect(await storedSelfies(env)).toEqual(before);
    expect(await pendingFor(env, env.adminToken, member.userId)).toBeUndefined();
  });

  it('deletes the bytes of a selfie no moderator decided after 30 days, and she may start again', async () => {
    const member = await subscribedMember(env.api, { gender: 'male' });
    await addPhoto(env, member);
    const before = await storedSelfies(env);
    expect((await sendSelfie(env, member.token, { poseId: await poseFor(env, member) })).status).toBe(202);
    expect((await storedSelfies(env)).length).toBe(before.length + 1);
    env.clock.advance(30 * DAY + 60_000);
    await pollUntil(async () => ((await storedSelfies(env)).length === before.length ? true : undefined), 20_000, 'the selfie expiry job');
    expect(await storedSelfies(env)).toEqual(before);
    expect(await verificationOf(env, member)).toMatchObject({ photo: 'none' });
  });
});

describe("women's selfies and the admins who review them", () => {
  let env: Env;
  beforeAll(async () => {
    env = await start('fs');
  });
  afterAll(() => stop(env));

  it('routes women’s selfies only to the admins marked for them while any is marked', async () => {
    const password = 'second admin password 2026';
    const created = await env.api.post(
      '/api/admin/profiles',
      {
        firstName: 'Hafsa',
        lastName: 'Begum',
        email: uniqueEmail('reviewer'),
        age: 31,
        gender: 'Female',
        university: 'University of Birmingham',
        isStudent: false,
        isGraduate: true,
        description: 'Moderator.',
        lookingFor: 'Nothing.',
        guardianEmail: uniqueEmail('wali'),
        guardianPhone: '+44 7700 900555',
        isAdmin: true,
        password,
      },
      env.adminToken,
    );
    expect(created.status).toBe(201);
    const sisterAdmin = (await env.api.post('/api/auth/login', { email: created.body.email, password })).body.token as string;

    const woman = await subscribedMember(env.api, { gender: 'female' });
    const man = await subscribedMember(env.api, { gender: 'male' });
    for (const m of [woman, man]) {
      await addPhoto(env, m);
      expect((await sendSelfie(env, m.token, { poseId: await poseFor(env, m) })).status).toBe(202);
    }
    // Nobody marked: every admin sees both.
    expect(await pendingFor(env, env.adminToken, woman.userId)).toBeDefined();

    const reviewers = await env.api.get('/api/admin/verifications/reviewers', env.adminToken);
    expect(reviewers.body.reviewers.map((r: { id: string }) => r.id)).toContain(created.body.id);
    const marked = await env.api.put(`/api/admin/verifications/reviewers/${created.body.id}`, { reviewsWomen: true }, env.adminToken);
    expect(marked.status).toBe(200);
    expect(marked.body.reviewer).toMatchObject({ id: created.body.id, reviewsWomen: true });
    expect((await env.api.put(`/api/admin/verifications/reviewers/${woman.userId}`, { reviewsWomen: true }, env.adminToken)).status).toBe(404);
    expect((await env.api.put(`/api/admin/verifications/reviewers/${created.body.id}`, { reviewsWomen: 'yes' }, env.adminToken)).status).toBe(400);

    const womansItem = await pendingFor(env, sisterAdmin, woman.userId);
    expect(womansItem).toBeDefined();
    expect(await pendingFor(env, sisterAdmin, man.userId)).toBeDefined();
    expect(await pendingFor(env, env.adminToken, woman.userId)).toBeUndefined();
    expect(await pendingFor(env, env.adminToken, man.userId)).toBeDefined();
    // Not hers to see or decide, even by id or by an address signed earlier.
    expect((await env.api.post(`/api/admin/verifications/${womansItem!.id}/decide`, { approve: true }, env.adminToken)).status).toBe(404);

    expect((await env.api.post(`/api/admin/verifications/${womansItem!.id}/decide`, { approve: true }, sisterAdmin)).status).toBe(200);
    expect(await verificationOf(env, woman)).toMatchObject({ photo: 'verified' });

    // Unmarked again: every admin sees women's selfies.
    expect((await env.api.put(`/api/admin/verifications/reviewers/${created.body.id}`, { reviewsWomen: false }, env.adminToken)).status).toBe(200);
    const another = await subscribedMember(env.api, { gender: 'female' });
    await addPhoto(env, another);
    expect((await sendSelfie(env, another.token, { poseId: await poseFor(env, another) })).status).toBe(202);
    expect(await pendingFor(env, env.adminToken, another.userId)).toBeDefined();
  });

  it('answers a malformed decision or id with a 4xx, never a 500', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/admin/verifications/not-a-uuid/decide', { approve: true }],
      ['POST', '/api/admin/verifications/00000000-0000-4000-8000-000000000000/decide', { approve: true }],
      ['POST', '/api/admin/verifications/00000000-0000-4000-8000-000000000000/decide', { approve: 'yes' }],
      ['GET', '/api/admin/verifications?status=whatever', undefined],
      ['GET', '/api/admin/verifications/00000000-0000-4000-8000-000000000000/selfie', undefined],
    ] as const) {
      const reply = await env.api.call(method, url, { body, token: env.adminToken });
      expect({ url, status: reply.status >= 400 && reply.status < 500 }).toEqual({ url, status: true });
    }
  });
});
