import type { ParsedMail } from '../support/mime';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember, uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

/**
 * The guardian (wali) circle against the real server and a real SMTP sink: confirmation by link,
 * decline, stop (address-wide, one click too), changes of guardian by her and by an admin, the
 * admin-created woman, her log, and the chat notice.
 */
const ADMIN = { ADMIN_EMAIL: 'admin.circle@example.test', ADMIN_PASSWORD: 'circle-admin-pass-1' };
let app: TestApp;
let api: Client;
let adminToken: string;

type OutboxRow = { to: string; kind: string; status: string };
/** Mail is written in the transaction of its event: once the request answered, the outbox is the truth. */
const outboxTo = async (address: string): Promise<OutboxRow[]> =>
  ((await api.get('/api/admin/outbox', adminToken)).body as OutboxRow[]).filter((m) => m.to === address.toLowerCase());
const tokenIn = (mail: ParsedMail) => /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
const respond = (token: string, action: string) => api.post('/api/guardian/respond', { token, action });
const statusOf = async (token: string) => (await api.get('/api/users/profile', token)).body.guardianStatus;
const invitationTo = (address: string) => app.mail.waitFor(address, (m) => /named you as her guardian/.test(m.subject));

beforeAll(async () => {
  app = await startApp({ ...ADMIN });
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
});
afterAll(() => app?.stop());

describe('every guardian email', () => {
  it('says who we are, why this address, what is and is not told, and carries the stop link and List-Unsubscribe', async () => {
    const sister = await registerMember(api, { gender: 'female', firstName: 'Khadija', lastName: 'Ali', university: 'University of Manchester', age: 26 });
    const mail = await invitationTo(sister.payload.guardianEmail!);
    expect(mail.text).toContain('She wrote her name as “Khadija Ali” and her university as “University of Manchester”. She is 26 and a graduate.');
    expect(mail.text).toContain('named this email address as her guardian (wali)');
    expect(mail.text).toContain('matchmaking service for Muslim university students and graduates');
    expect(mail.text).toMatch(/never send you the content of her messages or any photos/);
    const token = tokenIn(mail);
    expect(mail.text).toContain(`Stop all emails: ${app.url}/guardian/${token}`);
    expect(mail.html).toContain(`href="${app.url}/guardian/${token}"`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${app.url}/api/guardian/unsubscribe?token=${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('confirmation', () => {
  it('opening the link changes nothing; confirming is a POST, shown on her profile and to admins', async () => {
    const sister = await registerMember(api, { gender: 'female', firstName: 'Asiya' });
    const token = tokenIn(await invitationTo(sister.payload.guardianEmail!));
    expect(await statusOf(sister.token)).toBe('pending');

    // A mail scanner following the link: the page renders, and nothing is answered.
    expect((await api.get(`/guardian/${token}`)).status).toBe(200);
    expect((await api.post('/api/guardian/view', { token })).body).toEqual({ wardFirstName: 'Asiya', status: 'pending', canAnswer: true, stoppedAll: false });
    expect(await statusOf(sister.token)).toBe('pending');

    expect((await respond(token, 'confirm')).body).toEqual({ status: 'confirmed' });
    expect(await statusOf(sister.token)).toBe('confirmed');
    const profiles = (await api.get('/api/admin/profiles', adminToken)).body as Array<{ id: string; guardianStatus: string | null }>;
    expect(profiles.find((p) => p.id === sister.userId)?.guardianStatus).toBe('confirmed');
    // A man has no guardian at all.
    const brother = await registerMember(api);
    expect(await statusOf(brother.token)).toBeNull();
  });

  it('refuses malformed and unknown tokens with a 400 and a 404', async () => {
    expect((await respond('short', 'confirm')).status).toBe(400);
    expect((await respond('A'.repeat(43), 'confirm')).status).toBe(404);
    expect((await api.post('/api/guardian/respond', { token: 'A'.repeat(43), action: 'delete' })).status).toBe(400);
    expect((await api.post('/api/guardian/view', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await api.call('POST', '/api/guardian/unsubscribe?token=nope')).status).toBe(400);
  });
});

describe('decline', () => {
  it('tells her by email and on her profile, and her match requests no longer reach that address', async () => {
    const sister = await subscribedMember(api, { gender: 'female', firstName: 'Sumayya' });
    const wali = sister.payload.guardianEmail!;
    const token = tokenIn(await invitationTo(wali));
    expect((await respond(token, 'decline')).body).toEqual({ status: 'declined' });
    expect(await statusOf(sister.token)).toBe('declined');
    const toHer = await app.mail.waitFor(sister.payload.email!, (m) => m.subject.includes('declined'));
    expect(toHer.text).toContain('told us that they are not your guardian');
    expect(toHer.text).toContain('/profile');

    const brother = await subscribedMember(api);
    expect((await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token)).status).toBe(201);
    expect((await outboxTo(wali)).map((m) => m.kind)).toEqual(['guardian_registration']);
  });
});

describe('stop', () => {
  it('sends nothing more about her to the address, tells her, and a later guardian of hers is mailed as usual', async () => {
    const sister = await subscribedMember(api, { gender: 'female', firstName: 'Ruqayya' });
    const wali = sister.payload.guardianEmail!;
    const token = tokenIn(await invitationTo(wali));
    expect((await respond(token, 'unsubscribe')).body).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(sister.token)).toBe('unsubscribed');
    await app.mail.waitFor(sister.payload.email!, (m) => m.subject.includes('stopped our emails'));

    // A match request after the stop: no mail to the address...
    const brother = await subscribedMember(api);
    expect((await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token)).status).toBe(201);
    // ...and the next guardian she names is mailed, which proves the alert would have been sent by now.
    const next = uniqueEmail('next-wali');
    const saved = await api.post('/api/users/profile', { ...sister.payload, guardianEmail: next, email: undefined, password: undefined }, sister.token);
    expect(saved.status).toBe(200);
    expect(saved.body.guardianStatus).toBe('pending');
    await invitationTo(next);
    expect(app.mail.mails.filter((m) => m.to.includes(wali)).map((m) => m.subject)).toEqual([expect.stringContaining('named you as her guardian')]);
    expect((await outboxTo(wali)).map((m) => m.kind)).toEqual(['guardian_registration']);
  });

  it('works in one click from the List-Unsubscribe header for her, and "Stop all emails" for every woman naming that address', async () => {
    const wali = uniqueEmail('one-click-wali');
    const first = await registerMember(api, { gender: 'female', firstName: 'Hafsa', guardianEmail: wali });
    const mail = await invitationTo(wali);
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1].replace(app.url, '');
    const reply = await api.call('POST', oneClick, { raw: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).toBe(200);
    expect(await statusOf(first.token)).toBe('unsubscribed');
    // Stopping everything is the guardian page's explicit choice.
    expect((await respond(tokenIn(mail), 'unsubscribe_all')).body).toEqual({ status: 'unsubscribed' });
    // Another woman naming the stopped address: recorded as stopped, and nothing is sent to it.
    const second = await registerMember(api, { gender: 'female', firstName: 'Safiyya', guardianEmail: wali });
    expect(await statusOf(second.token)).toBe('unsubscribed');
    expect((await outboxTo(wali)).map((m) => m.kind)).toEqual(['guardian_registration']);
    // The guardian who stopped by mistake can confirm again from the page.
    expect((await respond(tokenIn(mail), 'confirm')).body).toEqual({ status: 'confirmed' });
    expect(await statusOf(first.token)).toBe('confirmed');
  });
});

describe('changing the guardian is never silent', () => {
  it('by her: the old guardian is told only that they were replaced, the new one is asked to confirm', async () => {
    const sister = await registerMember(api, { gender: 'female', firstName: 'Maryam', lastName: 'Said' });
    const old = sister.payload.guardianEmail!;
    await respond(tokenIn(await invitationTo(old)), 'confirm');
    const next = uniqueEmail('uncle');
    const saved = await api.post('/api/users/profile', { ...sister.payload, guardianEmail: next, email: undefined, password: undefined }, sister.token);
    expect(saved.body).toMatchObject({ guardianEmail: next, guardianStatus: 'pending' });

    const replaced = await app.mail.waitFor(old, (m) => m.subject.includes('no longer named'));
    expect(replaced.text).toContain('Her profile now names a different guardian');
    expect(replaced.text).not.toContain(next);
    expect(replaced.text).not.toContain('Said');
    const invitation = await invitationTo(next);
    expect(invitation.text).toContain('as her new guardian (wali)');
    // The old guardian's links now only stop emails.
    expect((await respond(tokenIn(replaced), 'confirm')).status).toBe(409);

    // Only the phone changed: the same guardian is asked to confirm again.
    const rephoned = await api.post('/api/users/profile', { ...sister.payload, guardianEmail: next, guardianPhone: '+44 7700 900999', email: undefined, password: undefined }, sister.token);
    expect(rephoned.body.guardianStatus).toBe('pending');
    const again = await app.mail.waitFor(next, (m) => m.text.includes('changed her guardian’s phone number'));
    expect(tokenIn(again)).not.toBe(tokenIn(invitation));
  });

  it('by an admin: both addresses are mailed', async () => {
    const sister = await registerMember(api, { gender: 'female', firstName: 'Zaynab' });
    const old = sister.payload.guardianEmail!;
    await invitationTo(old);
    const next = uniqueEmail('admin-named-wali');
    const edit = {
      firstName: 'Zaynab',
      lastName: 'Rahman',
      age: 24,
      gender: 'Female',
      university: 'University of Leeds',
      isStudent: false,
      isGraduate: true,
      guardianEmail: next,
      guardianPhone: '+44 7700 900321',
      isAdmin: false,
      suspended: false,
    };
    const reply = await api.put(`/api/admin/profiles/${sister.userId}`, edit, adminToken);
    expect(reply.status).toBe(200);
    expect(reply.body.guardianStatus).toBe('pending');
    await app.mail.waitFor(old, (m) => m.subject.includes('no longer named'));
    await invitationTo(next);
  });

  it('an admin-created woman’s guardian gets the same email with its confirmation link', async () => {
    const wali = uniqueEmail('admin-created-wali');
    const created = await api.post(
      '/api/admin/profiles',
      {
        email: uniqueEmail('admin-created'),
        firstName: 'Amina',
        lastName: 'Yusuf',
        age: 29,
        gender: 'Female',
        university: 'University of York',
        isStudent: false,
        isGraduate: true,
        guardianEmail: wali,
        guardianPhone: '+44 7700 900555',
      },
      adminToken,
    );
    expect(created.status).toBe(201);
    expect(created.body.guardianStatus).toBe('pending');
    const mail = await invitationTo(wali);
    expect(mail.text).toContain('She wrote her name as “Amina Yusuf” and her university as “University of York”. She is 29 and a graduate.');
    expect((await respond(tokenIn(mail), 'confirm')).body.status).toBe('confirmed');
  });
});

describe('her Guardian section', () => {
  it('lists every email sent to her guardian with its delivery, and saves her chaperone choice', async () => {
    const sister = await subscribedMember(api, { gender: 'female', firstName: 'Layla' });
    const wali = sister.payload.guardianEmail!;
    await invitationTo(wali);
    const brother = await subscribedMember(api);
    await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token);
    await app.mail.waitFor(wali, (m) => m.subject.includes('photo request'));

    let guardian = (await api.get('/api/guardian', sister.token)).body;
    while (guardian.log.some((m: { state: string }) => m.state !== 'sent')) guardian = (await api.get('/api/guardian', sister.token)).body;
    expect(guardian).toMatchObject({ status: 'pending', email: wali, chaperoneMode: 'alerts' });
    expect(guardian.log.map((m: { kind: string; to: string; state: string }) => [m.kind, m.to, m.state])).toEqual([
      ['guardian_photo_request', wali, 'sent'],
      ['guardian_registration', wali, 'sent'],
    ]);
    const chosen = await api.put('/api/guardian/chaperone', { mode: 'copies' }, sister.token);
    expect(chosen.body.chaperoneMode).toBe('copies');
    expect((await api.put('/api/guardian/chaperone', { mode: 'everything' }, sister.token)).status).toBe(400);
    // Men name no guardian, so the choice is not theirs to make.
    expect((await api.put('/api/guardian/chaperone', { mode: 'copies' }, brother.token)).status).toBe(400);
  });
});

describe('the chat notice', () => {
  it('tells the member talking to her that her guardian receives a summary or copies, before he writes', async () => {
    const sister = await subscribedMember(api, { gender: 'female', firstName: 'Nusayba' });
    const brother = await subscribedMember(api);
    const notice = async () => (await api.get(`/api/users/profile/${sister.userId}`, brother.token)).body.chaperoneNotice;
    expect(await notice()).toBeNull();
    await api.put('/api/guardian/chaperone', { mode: 'summary' }, sister.token);
    expect(await notice()).toBe('summary');
    await api.put('/api/guardian/chaperone', { mode: 'copies' }, sister.token);
    expect(await notice()).toBe('copies');
    // She sees no such notice about him.
    expect((await api.get(`/api/users/profile/${brother.userId}`, sister.token)).body.chaperoneNotice).toBeNull();
  });
});
