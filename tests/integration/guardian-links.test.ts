// @ownDatabase postgres
import pg from 'pg';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import type { ParsedMail } from '../support/mime';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { registerMember, registration, uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { createDatabase } from '../support/test-database';

/**
 * Guardian mail as a channel others could abuse (issue 19, points 4, 7 and 9): a budget for
 * changes of guardian, names and university refused with links or line breaks and quoted as hers,
 * no sent body kept, links that expire and answer once, and a stop that covers only the woman
 * the email is about unless the guardian explicitly stops everything.
 */
jest.setTimeout(180_000);

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { ADMIN_EMAIL: 'admin.links@example.test', ADMIN_PASSWORD: 'guardian links admin 2026' };
const DAY = 86_400_000;
let app: TestApp;
let api: Client;
let clock: TestClock;
let adminToken: string;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

const tokenIn = (mail: ParsedMail) => /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
const oneClickOf = (mail: ParsedMail) => /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1].replace(app.url, '');
const respond = (token: string, action: string) => api.post('/api/guardian/respond', { token, action });
const view = (token: string) => api.post('/api/guardian/view', { token });
const statusOf = async (token: string) => (await api.get('/api/users/profile', token)).body.guardianStatus;
const invitationTo = (address: string) => app.mail.waitFor(address, (m) => /named you as her guardian/.test(m.subject));
const saveGuardian = (member: Awaited<ReturnType<typeof registerMember>>, guardianEmail: string) =>
  api.post('/api/users/profile', { ...member.payload, guardianEmail, email: undefined, password: undefined }, member.token);

async function query<T extends Record<string, unknown>>(text: string, values: unknown[]): Promise<T[]> {
  const db = new pg.Client({ connectionString: database!.url });
  await db.connect();
  try {
    return (await db.query(text, values)).rows as T[];
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  clock = createTestClock();
  database = await createDatabase(ADMIN_URL, 'ns_guardian_links');
  // The clock moves 90 days: members' sessions must outlast it (they end after SESSION_IDLE_DAYS unused).
  app = await startApp({ ...ADMIN, ...clock.env, DATABASE_URL: database.url, SESSION_IDLE_DAYS: '120' });
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
  clock?.remove();
});

describe('what a member writes, in a guardian’s inbox', () => {
  it('refuses links, addresses and line breaks in names and university with a 400, from every form', async () => {
    const phishing = 'Security alert: verify at https://evil.example/x';
    expect(await api.post('/api/auth/register', registration({ gender: 'female', firstName: phishing }))).toMatchObject({
      status: 400,
      body: { message: MSG_MEMBERS.nameHasLink },
    });
    const sister = await registerMember(api, { gender: 'female' });
    const edit = (changes: Record<string, unknown>) => api.post('/api/users/profile', { ...sister.payload, ...changes, email: undefined, password: undefined }, sister.token);
    expect(await edit({ university: 'evil.example/x' })).toMatchObject({ status: 400, body: { message: MSG_MEMBERS.universityHasLink } });
    expect(await edit({ lastName: 'Rahman\r\nBcc: victim@example.test' })).toMatchObject({ status: 400, body: { message: MSG_MEMBERS.nameOnOneLine } });
    expect((await api.get('/api/users/profile', sister.token)).body.lastName).toBe('Rahman');
    const adminEdit = await api.put(
      `/api/admin/profiles/${sister.userId}`,
      { firstName: 'Write to ali@evil.example', lastName: 'Rahman', age: 24, gender: 'Female', university: 'University of Leeds', isStudent: true, guardianEmail: sister.payload.guardianEmail, guardianPhone: sister.payload.guardianPhone },
      adminToken,
    );
    expect(adminEdit).toMatchObject({ status: 400, body: { message: MSG_MEMBERS.nameHasLink } });
    // Real names and universities pass.
    expect((await edit({ firstName: 'Nur-Aisyah', lastName: "O'Brien", university: "King's College London" })).status).toBe(200);
  });

  it('is quoted as hers in the body and kept out of the subject beyond a plain first name', async () => {
    const sister = await registerMember(api, { gender: 'female', firstName: 'فاطمة', lastName: 'Al-Zahra', university: 'University College London', age: 22, status: 'student' });
    const mail = await invitationTo(sister.payload.guardianEmail!);
    expect(mail.text).toContain('She wrote her name as “فاطمة Al-Zahra” and her university as “University College London”. She is 22 and a student.');
    expect(mail.subject).toBe('فاطمة has named you as her guardian on Nikah Scholars');
    expect(mail.subject).not.toContain('Al-Zahra');
  });
});

describe('changing her guardian', () => {
  it('has a budget of 3 changes a day on the app clock; the 4th is a 429 that changes nothing', async () => {
    const sister = await registerMember(api, { gender: 'female' });
    const addresses = [1, 2, 3, 4].map((n) => uniqueEmail(`budget-wali-${n}`));
    for (const address of addresses.slice(0, 3)) expect((await saveGuardian(sister, address)).status).toBe(200);
    const refused = await saveGuardian(sister, addresses[3]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You can change your guardian’s details 3 times a day/);
    expect((await api.get('/api/users/profile', sister.token)).body.guardianEmail).toBe(addresses[2]);
    const kinds = ((await api.get('/api/admin/outbox', adminToken)).body as { to: string }[]).filter((m) => m.to === addresses[3]);
    expect(kinds).toEqual([]);
    clock.advance(DAY + 60_000);
    expect((await saveGuardian(sister, addresses[3])).status).toBe(200);
  });
});

describe('a guardian link', () => {
  it('is answered once: a confirmation cannot be turned into a decline, or back', async () => {
    const sister = await registerMember(api, { gender: 'female' });
    const token = tokenIn(await invitationTo(sister.payload.guardianEmail!));
    expect((await respond(token, 'confirm')).body).toEqual({ status: 'confirmed' });
    expect(await respond(token, 'decline')).toMatchObject({ status: 409, body: { message: MSG_GUARDIAN.alreadyAnswered.confirmed } });
    expect(await respond(token, 'confirm')).toMatchObject({ status: 409 });
    expect(await statusOf(sister.token)).toBe('confirmed');
  });

  it('confirms or declines for 14 days, stops for 90, then has expired', async () => {
    const sister = await registerMember(api, { gender: 'female' });
    const token = tokenIn(await invitationTo(sister.payload.guardianEmail!));
    expect((await view(token)).body).toMatchObject({ status: 'pending', canAnswer: true, stoppedAll: false });
    clock.advance(15 * DAY);
    expect((await view(token)).body).toMatchObject({ status: 'pending', canAnswer: false });
    expect(await respond(token, 'confirm')).toMatchObject({ status: 409, body: { message: MSG_GUARDIAN.answerExpired } });
    expect(await statusOf(sister.token)).toBe('pending');
    clock.advance(76 * DAY);
    expect(await view(token)).toMatchObject({ status: 404, body: { message: MSG_GUARDIAN.linkExpired } });
    expect(await respond(token, 'unsubscribe')).toMatchObject({ status: 404, body: { message: MSG_GUARDIAN.linkExpired } });
    expect(await statusOf(sister.token)).toBe('pending');
  });

  it('still stops emails from an email 80 days old', async () => {
    const sister = await registerMember(api, { gender: 'female' });
    const token = tokenIn(await invitationTo(sister.payload.guardianEmail!));
    clock.advance(80 * DAY);
    expect((await respond(token, 'unsubscribe')).body).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(sister.token)).toBe('unsubscribed');
  });
});

describe('the outbox', () => {
  it('keeps no body of a sent guardian email, only what her log needs', async () => {
    const sister = await registerMember(api, { gender: 'female' });
    const wali = sister.payload.guardianEmail!;
    await invitationTo(wali);
    let guardian = (await api.get('/api/guardian', sister.token)).body;
    while (guardian.log.some((m: { state: string }) => m.state !== 'sent')) guardian = (await api.get('/api/guardian', sister.token)).body;
    expect(guardian.log.map((m: { kind: string; to: string; state: string }) => [m.kind, m.to, m.state])).toEqual([['guardian_registration', wali, 'sent']]);
    const rows = await query<{ text_body: string; html_body: string; headers: unknown; sent_at: Date | null }>(
      'select text_body, html_body, headers, sent_at from outbox where to_address = $1',
      [wali],
    );
    expect(rows).toEqual([{ text_body: '', html_body: '', headers: null, sent_at: expect.any(Date) }]);
  });
});

describe('stopping', () => {
  it('one woman cannot silence another’s guardian: a one-click stop covers only the woman the email is about', async () => {
    const wali = uniqueEmail('shared-wali');
    const a = await subscribedMember(api, { gender: 'female', firstName: 'Asma', guardianEmail: wali });
    const aInvitation = await invitationTo(wali);
    expect((await respond(tokenIn(aInvitation), 'confirm')).body).toEqual({ status: 'confirmed' });

    const b = await registerMember(api, { gender: 'female', firstName: 'Badriyya', guardianEmail: wali });
    const bInvitation = await app.mail.waitFor(wali, (m) => m.subject.startsWith('Badriyya'));
    const reply = await api.call('POST', oneClickOf(bInvitation), { raw: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).toBe(200);
    expect(await statusOf(b.token)).toBe('unsubscribed');
    expect(await statusOf(a.token)).toBe('confirmed');
    expect((await view(tokenIn(bInvitation))).body).toMatchObject({ status: 'unsubscribed', stoppedAll: false });

    // A's guardian still hears of her match requests.
    const brother = await subscribedMember(api);
    expect((await api.post('/api/photos/request', { targetUserId: a.userId }, brother.token)).status).toBe(201);
    await app.mail.waitFor(wali, (m) => m.subject === 'Asma has received a photo request on Nikah Scholars');
    // B naming the same address again sends nothing to it.
    expect((await saveGuardian(b, uniqueEmail('other'))).status).toBe(200);
    expect((await saveGuardian(b, wali)).body.guardianStatus).toBe('unsubscribed');
  });

  it('"Stop all emails" on the guardian page is the explicit choice that stops the address for everyone', async () => {
    const wali = uniqueEmail('stop-all-wali');
    const a = await registerMember(api, { gender: 'female', firstName: 'Safa', guardianEmail: wali });
    const token = tokenIn(await invitationTo(wali));
    const b = await registerMember(api, { gender: 'female', firstName: 'Marwa', guardianEmail: wali });
    await app.mail.waitFor(wali, (m) => m.subject.startsWith('Marwa'));
    expect((await respond(token, 'unsubscribe_all')).body).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(a.token)).toBe('unsubscribed');
    expect(await statusOf(b.token)).toBe('unsubscribed');
    expect((await view(token)).body).toMatchObject({ stoppedAll: true });
  });
});
