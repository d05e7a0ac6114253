import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock } from '../support/clock';
import { adminProfile, registerMember, uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { pollUntil } from '../support/poll';

const ADMIN = { email: 'root-admin@example.test', password: 'admin password 123' };
let app: TestApp;
let api: Client;
let adminToken: string;
const clock = createTestClock();
const RESET_LINK_TTL_MS = 3600_000;

beforeAll(async () => {
  app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RESET_LINK_TTL_SECONDS: String(RESET_LINK_TTL_MS / 1000), ...clock.env });
  api = client(app.url);
  const login = await api.post('/api/auth/login', ADMIN);
  expect(login.status).toBe(200);
  expect(login.body.isAdmin).toBe(true);
  adminToken = login.body.token;
});
afterAll(async () => {
  await app?.stop();
  clock.remove();
});


const linkIn = (text: string) => /(http\S+\/set-password\?token=\S+)/.exec(text)?.[1] ?? '';
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

describe('who may use the admin endpoints', () => {
  it.each([
    ['GET', '/api/admin/profiles'],
    ['POST', '/api/admin/profiles'],
    ['PUT', '/api/admin/profiles/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/audit'],
  ])('%s %s: 401 for a visitor, 403 for a member', async (method, path) => {
    const member = await registerMember(api);
    const body = method === 'GET' ? undefined : adminProfile();
    expect((await api.call(method, path, { body })).status).toBe(401);
    const asMember = await api.call(method, path, { body, token: member.token });
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe('forbidden');
  });
});

describe('creating profiles', () => {
  it('creates a woman with the admin form values, stores lower-case gender and status, and audits it', async () => {
    const input = adminProfile();
    const created = await api.post('/api/admin/profiles', input, adminToken);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: input.email, gender: 'female', status: 'graduate', isGraduate: true, isStudent: false, isAdmin: false });
    expect(JSON.stringify(created.body)).not.toMatch(/passwordHash/);
    const list = await api.get('/api/admin/profiles', adminToken);
    expect(list.body.some((p: { id: string }) => p.id === created.body.id)).toBe(true);
    const audit = await api.get('/api/admin/audit', adminToken);
    const entry = audit.body.find((e: { targetUserId: string }) => e.targetUserId === created.body.id);
    expect(entry).toMatchObject({ action: 'profile.create', before: null });
    expect(entry.after.email).toBe(input.email);
    expect(JSON.stringify(entry)).not.toMatch(/password_?hash/i);
  });

  it('refuses a weak password for a new or edited profile, and through a set-password link', async () => {
    const weak = await api.post('/api/admin/profiles', adminProfile({ password: 'qwertyuiop' }), adminToken);
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^This password is too easy to guess\./);
    const member = await registerMember(api);
    const edit = await api.put(`/api/admin/profiles/${member.userId}`, { ...adminProfile({ gender: 'Male' }), email: member.payload.email, password: 'password' }, adminToken);
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/^This password is too easy to guess\./);
    expect((await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password })).status).toBe(200);
    // A made-up link is refused before the password is even looked at (no strength check, no hash).
    const link = await api.post('/api/auth/set-password', { token: 'made-up', password: '12345678' });
    expect(link.status).toBe(400);
    expect(link.body.message).toBe(MSG_AUTH.setPasswordLinkInvalid);
  });

  it('drops guardian details for a man and can grant admin rights', async () => {
    const created = await api.post('/api/admin/profiles', adminProfile({ gender: 'Male', isAdmin: true, password: 'a chosen password' }), adminToken);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ gender: 'male', guardianEmail: '', guardianPhone: '', isAdmin: true });
    const login = await api.post('/api/auth/login', { email: created.body.email, password: 'a chosen password' });
    expect(login.body.isAdmin).toBe(true);
    expect((await api.get('/api/admin/profiles', login.body.token)).status).toBe(200);
  });

  it.each([
    ['a missing first name', { firstName: '' }, MSG_ADMIN.adminFillRequired],
    ['a missing age', { age: '' }, MSG_ADMIN.adminFillRequired],
    ['a missing gender', { gender: '' }, MSG_ADMIN.adminFillRequired],
    ['a woman without guardian', { guardianEmail: '', guardianPhone: '' }, MSG_ADMIN.adminGuardianRequired],
    ['both student and graduate', { isStudent: true, isGraduate: true }, MSG_ADMIN.adminStudentAndGraduate],
    ['neither student nor graduate', { isStudent: false, isGraduate: false }, MSG_ADMIN.adminStudentOrGraduate],
    ['a fractional age', { age: 22.5 }, MSG_MEMBERS.ageRange],
    ['a short password', { password: 'short' }, MSG_PASSWORD.passwordTooShort],
  ])('refuses %s', async (_label, overrides, message) => {
    const reply = await api.post('/api/admin/profiles', adminProfile(overrides), adminToken);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('refuses a taken email with 409', async () => {
    const member = await registerMember(api);
    const reply = await api.post('/api/admin/profiles', adminProfile({ email: member.payload.email.toUpperCase() }), adminToken);
    expect(reply.status).toBe(409);
  });
});

describe('editing profiles', () => {
  it('keeps the email, empties guardian fields when switched to a man, and audits before and after', async () => {
    const created = (await api.post('/api/admin/profiles', adminProfile(), adminToken)).body;
    const edit = await api.put(`/api/admin/profiles/${created.id}`, adminProfile({ email: 'changed@example.test', gender: 'Male', firstName: 'Harun' }), adminToken);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ email: created.email, firstName: 'Harun', gender: 'male', guardianEmail: '', guardianPhone: '' });
    const audit = (await api.get('/api/admin/audit', adminToken)).body;
    const entry = audit.find((e: { action: string; targetUserId: string }) => e.targetUserId === created.id && e.action === 'profile.update');
    expect(entry.before.firstName).toBe('Hafsa');
    expect(entry.after.firstName).toBe('Harun');
  });

  it('uses the edit form message and 404 for an unknown profile, 400 for a malformed id', async () => {
    const created = (await api.post('/api/admin/profiles', adminProfile(), adminToken)).body;
    const reply = await api.put(`/api/admin/profiles/${created.id}`, adminProfile({ lastName: '' }), adminToken);
    expect(reply.body.message).toBe(MSG_ADMIN.adminEditFillRequired);
    expect((await api.put('/api/admin/profiles/00000000-0000-4000-8000-000000000000', adminProfile(), adminToken)).status).toBe(404);
    expect((await api.put('/api/admin/profiles/not-a-uuid', adminProfile(), adminToken)).status).toBe(400);
  });

  it('a new password set by an admin ends the member’s sessions', async () => {
    const member = await registerMember(api);
    const me = (await api.get('/api/auth/me', member.token)).body;
    const reply = await api.put(`/api/admin/profiles/${member.userId}`, { ...me, gender: 'Male', password: 'brand new password' }, adminToken);
    expect(reply.status).toBe(200);
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: member.payload.email, password: 'brand new password' })).status).toBe(200);
  });
});

describe('suspending accounts', () => {
  it('a suspended member is signed out everywhere, cannot log in, and is hidden until reinstated', async () => {
    const member = await registerMember(api);
    const me = (await api.get('/api/auth/me', member.token)).body;
    const profile = { ...me, gender: 'Male' };
    const suspended = await api.put(`/api/admin/profiles/${member.userId}`, { ...profile, suspended: true }, adminToken);
    expect(suspended.status).toBe(200);
    expect(suspended.body.suspended).toBe(true);
    const session = await api.get('/api/auth/me', member.token);
    expect(session.status).toBe(403);
    expect(session.body.message).toBe(MSG_AUTH.accountSuspended);
    expect((await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password })).status).toBe(403);

    expect((await api.put(`/api/admin/profiles/${member.userId}`, { ...profile, suspended: false }, adminToken)).body.suspended).toBe(false);
    // Reinstating does not revive the sessions the suspension ended; logging in again works.
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password })).status).toBe(200);
  });

  it('an admin cannot suspend or demote themselves', async () => {
    const me = (await api.get('/api/auth/me', adminToken)).body;
    const self = { ...me, gender: 'Male', isAdmin: true, university: 'Head office' };
    expect((await api.put(`/api/admin/profiles/${me.userId}`, { ...self, suspended: true }, adminToken)).body.message).toBe(MSG_ADMIN.cannotSuspendSelf);
    expect((await api.put(`/api/admin/profiles/${me.userId}`, { ...self, isAdmin: false }, adminToken)).body.message).toBe(MSG_ADMIN.cannotRemoveOwnAdmin);
  });
});

describe('set-password links', () => {
  it('a profile created without a password gets a one-time link that sets it and then refuses reuse', async () => {
    const input = adminProfile();
    const created = (await api.post('/api/admin/profiles', input, adminToken)).body;
    const mail = await app.mail.waitFor(input.email, (m) => m.subject.includes('choose your password'));
    const link = linkIn(mail.text);
    expect(link).toContain(`${app.url}/set-password?token=`);
    // A weak password through a real link is refused with the reason, and the link stays usable.
    const weak = await api.post('/api/auth/set-password', { token: tokenOf(link), password: '12345678' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^This password is too easy to guess\./);
    const set = await api.post('/api/auth/set-password', { token: tokenOf(link), password: 'her own password' });
    expect(set.status).toBe(200);
    const login = await api.post('/api/auth/login', { email: input.email, password: 'her own password' });
    expect(login.body.userId).toBe(created.id);
    const reuse = await api.post('/api/auth/set-password', { token: tokenOf(link), password: 'another password' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(MSG_AUTH.setPasswordLinkInvalid);
  });

  it('forgot password answers the same for unknown emails, and its link revokes old sessions', async () => {
    const unknown = await api.post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    const member = await registerMember(api);
    const known = await api.post('/api/auth/forgot-password', { email: member.payload.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await app.mail.waitFor(member.payload.email, (m) => m.subject.includes('new password'));
    expect((await api.post('/api/auth/set-password', { token: tokenOf(linkIn(mail.text)), password: 'fresh password 1' })).status).toBe(200);
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password })).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const member = await registerMember(api);
    await api.post('/api/auth/forgot-password', { email: member.payload.email });
    const mail = await app.mail.waitFor(member.payload.email, (m) => m.subject.includes('new password'));
    clock.advance(RESET_LINK_TTL_MS + 1000);
    try {
      const reply = await api.post('/api/auth/set-password', { token: tokenOf(linkIn(mail.text)), password: 'too late password' });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MSG_AUTH.setPasswordLinkInvalid);
    } finally {
      clock.advance(-clock.offset());
    }
  });

  it('refuses made-up tokens and bad input without a 500', async () => {
    expect((await api.post('/api/auth/set-password', { token: 'made-up', password: 'whatever password' })).status).toBe(400);
    expect((await api.post('/api/auth/set-password', { token: ['x'], password: 5 })).status).toBe(400);
    expect((await api.post('/api/auth/forgot-password', { email: 'nope' })).status).toBe(400);
  });
});

describe('outbox view', () => {
  it('shows each mail with its status and attempts', async () => {
    const sister = await registerMember(api, { gender: 'female' });
    await app.mail.waitFor(sister.payload.guardianEmail as string);
    // The row is marked sent just after the relay took the mail.
    const row = await pollUntil(async () => {
      const outbox = await api.get('/api/admin/outbox', adminToken);
      const mail = outbox.body.find((m: { to: string }) => m.to === sister.payload.guardianEmail);
      return mail?.status === 'sent' ? mail : undefined;
    }, 5000, 'the mail marked sent');
    expect(row).toMatchObject({ kind: 'guardian_registration', status: 'sent', attempts: 1, lastError: null });
  });

  it('shows a failing relay, and Retry sends the mail now and is audited', async () => {
    app.mail.setFailing(true);
    const sister = await registerMember(api, { gender: 'female' });
    const guardian = sister.payload.guardianEmail as string;
    let row: { id: string; status: string; attempts: number; lastError: string | null } | undefined;
    for (let i = 0; i < 50 && !row?.lastError; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      row = (await api.get('/api/admin/outbox', adminToken)).body.find((m: { to: string }) => m.to === guardian);
    }
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    app.mail.setFailing(false);

    // The next automatic attempt is 30 s away; Retry makes it due at once.
    expect((await api.post(`/api/admin/outbox/${row!.id}/retry`, {}, adminToken)).status).toBe(200);
    await app.mail.waitFor(guardian, undefined, 5000);
    const audit = (await api.get('/api/admin/audit', adminToken)).body;
    expect(audit.find((e: { action: string; after: { id?: string } }) => e.action === 'outbox.retry' && e.after.id === row!.id)).toMatchObject({
      before: { status: 'pending', attempts: 1 },
      after: { status: 'pending', attempts: 0, to: guardian },
    });
  });

  it('refuses a retry of a malformed or unknown mail id, and members may not retry', async () => {
    expect((await api.post('/api/admin/outbox/nope/retry', {}, adminToken)).status).toBe(400);
    expect((await api.post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry', {}, adminToken)).status).toBe(404);
    const member = await registerMember(api);
    expect((await api.post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry', {}, member.token)).status).toBe(403);
  });
});
