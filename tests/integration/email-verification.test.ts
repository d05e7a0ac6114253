import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { MSG_EMAIL_ACCOUNT } from '@/lib/shared/messages/email';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, serverDisconnect } from '../support/chat-sockets';
import { createTestClock, type TestClock } from '../support/clock';
import { adminProfile, registerMember, uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';
import type { ParsedMail } from '../support/mime';
import { subscribedMember } from '../support/paypal';

/**
 * Her login email (issue 24) through the real server, its outbox and a real SMTP server: the
 * link sent at sign-up and by "Resend" (3 an hour), the page that changes nothing, expiry on the
 * app clock, admin-made members confirmed by their set-password link, REQUIRE_EMAIL_VERIFICATION,
 * and the change of email (old address told, new one confirmed, other sessions ended).
 */
jest.setTimeout(180_000);

const HOUR = 3600 * 1000;
const ADMIN = { email: 'email-admin@example.test', password: 'email admin password 2026' };

const verifyToken = (mail: ParsedMail) => /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
const changeToken = (mail: ParsedMail) => /\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
const verifyMails = (app: TestApp, email: string) => app.mail.mails.filter((m) => m.to.includes(email) && m.subject === MSG_EMAIL_ACCOUNT.verifySubject);

describe('verification and change of email', () => {
  const clock: TestClock = createTestClock();
  let app: TestApp;
  let api: Client;
  let adminToken: string;

  beforeAll(async () => {
    app = await startApp({ ...clock.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SESSION_IDLE_DAYS: '365' });
    api = client(app.url);
    adminToken = (await api.post('/api/auth/login', ADMIN)).body.token;
  });
  afterAll(async () => {
    await app?.stop();
    clock.remove();
  });

  const emailVerified = async (token: string) => (await api.get('/api/users/profile', token)).body.emailVerified;

  it('mails a link at sign-up; the page changes nothing, its button confirms once', async () => {
    const member = await registerMember(api);
    const email = member.payload.email.toLowerCase();
    expect(member.emailVerified).toBe(false);
    const mail = await app.mail.waitFor(email, (m) => m.subject === MSG_EMAIL_ACCOUNT.verifySubject);
    const token = verifyToken(mail)!;
    expect(mail.text).toContain(`${app.url}/verify-email/${token}`);
    expect(await emailVerified(member.token)).toBe(false);

    const page = await fetch(`${app.url}/verify-email/${token}`);
    expect(page.status).toBe(200);
    expect(await emailVerified(member.token)).toBe(false);

    const confirmed = await api.post('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ emailVerified: true, message: MSG_ACCOUNT_EMAIL.verifyDone });
    expect(await emailVerified(member.token)).toBe(true);

    const again = await api.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG_ACCOUNT_EMAIL.linkUsed);
    const resend = await api.post('/api/auth/resend-verification', {}, member.token);
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe(MSG_ACCOUNT_EMAIL.alreadyVerified);
  });

  it('refuses made-up, malformed and missing tokens with a 400', async () => {
    for (const body of [{ token: 'A'.repeat(43) }, { token: 'short' }, {}, { token: 42 }]) {
      const reply = await api.post('/api/auth/verify-email', body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MSG_ACCOUNT_EMAIL.linkInvalid);
    }
  });

  it('sends a new link on "Resend", at most 3 an hour, which replaces the one before; a link expires after 48 hours on the app clock', async () => {
    const member = await registerMember(api);
    const email = member.payload.email.toLowerCase();
    const first = verifyToken(await app.mail.waitFor(email, (m) => m.subject === MSG_EMAIL_ACCOUNT.verifySubject))!;
    expect((await api.post('/api/auth/resend-verification', {})).status).toBe(401);
    for (let i = 0; i < 3; i += 1) {
      const reply = await api.post('/api/auth/resend-verification', {}, member.token);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(MSG_ACCOUNT_EMAIL.resent);
      // The outbox may deliver mails queued together in any order: each arrives before the next is
      // asked for, so the inbox's order is the order they were sent in.
      await app.mail.waitFor(email, () => verifyMails(app, email).length === i + 2);
    }
    const limited = await api.post('/api/auth/resend-verification', {}, member.token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^We have sent 3 links in the last hour\./);
    // Four links in all (sign-up and three resends), each its own token; the refused resend queued none.
    const tokens = verifyMails(app, email).map(verifyToken);
    expect(new Set(tokens).size).toBe(4);
    // Only the newest email's link works.
    for (const replaced of [first, tokens[1], tokens[2]]) {
      const reply = await api.post('/api/auth/verify-email', { token: replaced });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MSG_ACCOUNT_EMAIL.linkInvalid);
    }

    clock.advance(48 * HOUR + 60_000);
    const expired = await api.post('/api/auth/verify-email', { token: tokens[3] });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(MSG_ACCOUNT_EMAIL.linkExpired);
    expect(await emailVerified(member.token)).toBe(false);
    // A new link, past the hour's limit, works within its 48 hours.
    expect((await api.post('/api/auth/resend-verification', {}, member.token)).status).toBe(200);
    await app.mail.waitFor(email, () => verifyMails(app, email).length === 5);
    clock.advance(47 * HOUR);
    const newest = verifyToken(verifyMails(app, email)[4])!;
    expect((await api.post('/api/auth/verify-email', { token: newest })).status).toBe(200);
    expect(await emailVerified(member.token)).toBe(true);
  });

  it('never stands in the way of register, /subscribe and the dashboard, nor of a first message (setting off)', async () => {
    const [man, woman] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    expect(await emailVerified(man.token)).toBe(false);
    expect((await api.get('/api/users', man.token)).status).toBe(200);
    expect((await api.post('/api/chats/messages', { receiverId: woman.userId, content: 'salaam' }, man.token)).status).toBe(201);
    expect((await api.post('/api/photos/request', { targetUserId: man.userId }, woman.token)).status).toBe(201);
  });

  it('confirms a member an admin made once she sets her password by the emailed link', async () => {
    const email = uniqueEmail('admin-made');
    const created = await api.post('/api/admin/profiles', adminProfile({ email }), adminToken);
    expect(created.status).toBe(201);
    const mail = await app.mail.waitFor(email, (m) => m.subject.includes('choose your password'));
    const link = /(http\S+\/set-password\?token=\S+)/.exec(mail.text)![1];
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect((await api.post('/api/auth/set-password', { token, password: 'her own password 2026' })).status).toBe(200);
    const login = await api.post('/api/auth/login', { email, password: 'her own password 2026' });
    expect(login.status).toBe(200);
    expect(login.body.emailVerified).toBe(true);
    expect(await emailVerified(login.body.token)).toBe(true);
  });

  describe('change of email', () => {
    it('refuses a wrong password (400) and an address in use (409) without sending anything', async () => {
      const [member, other] = await Promise.all([registerMember(api), registerMember(api)]);
      const wrong = await api.post('/api/account/email', { password: 'not my password', newEmail: uniqueEmail('new') }, member.token);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(MSG_ACCOUNT_EMAIL.passwordWrong);
      const taken = await api.post('/api/account/email', { password: member.payload.password, newEmail: other.payload.email.toUpperCase() }, member.token);
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(MSG_ACCOUNT_EMAIL.emailTaken);
      const same = await api.post('/api/account/email', { password: member.payload.password, newEmail: member.payload.email }, member.token);
      expect(same.status).toBe(400);
      expect((await api.post('/api/account/email', { password: member.payload.password, newEmail: 'not an address' }, member.token)).status).toBe(400);
      expect((await api.post('/api/account/email', { password: member.payload.password, newEmail: uniqueEmail('x') })).status).toBe(401);

      // A later request's mail is out, so the refused ones (which queued nothing) would be too.
      const later = uniqueEmail('later');
      expect((await api.post('/api/account/email', { password: member.payload.password, newEmail: later }, member.token)).status).toBe(202);
      await app.mail.waitFor(later, (m) => m.subject === MSG_EMAIL_ACCOUNT.changeSubject);
      await app.mail.waitFor(member.payload.email.toLowerCase(), (m) => m.subject === MSG_EMAIL_ACCOUNT.noticeSubject);
      expect(app.mail.mails.filter((m) => m.subject === MSG_EMAIL_ACCOUNT.changeSubject && m.to.includes(other.payload.email.toLowerCase()))).toEqual([]);
      expect(app.mail.mails.filter((m) => m.subject === MSG_EMAIL_ACCOUNT.noticeSubject && m.to.includes(member.payload.email.toLowerCase()))).toHaveLength(1);
    });

    it("refuses her guardian's address, whatever its case, and keeps her login email", async () => {
      const member = await registerMember(api, { gender: 'female' });
      const guardianEmail = member.payload.guardianEmail as string;
      const refused = await api.post('/api/account/email', { password: member.payload.password, newEmail: guardianEmail.toUpperCase() }, member.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MSG_GUARDIAN.guardianEmailIsOwn);
      const me = await api.get('/api/users/profile', member.token);
      expect(me.body.email).toBe(member.payload.email.toLowerCase());
    });

    it('tells the old address, changes the login only when the new one confirms, and ends her other sessions', async () => {
      const member = await subscribedMember(api);
      const oldEmail = member.payload.email.toLowerCase();
      const { password } = member.payload;
      const otherDevice = (await api.post('/api/auth/login', { email: oldEmail, password })).body.token as string;
      const otherSocket = await connectSocket(app.url, otherDevice);
      const ended = serverDisconnect(otherSocket, 10_000);
      const newEmail = uniqueEmail('moved');

      const asked = await api.post('/api/account/email', { password, newEmail }, member.token);
      expect(asked.status).toBe(202);
      expect(asked.body).toEqual({ status: 'pending', message: MSG_ACCOUNT_EMAIL.changeSent(newEmail) });
      const link = await app.mail.waitFor(newEmail, (m) => m.subject === MSG_EMAIL_ACCOUNT.changeSubject);
      const notice = await app.mail.waitFor(oldEmail, (m) => m.subject === MSG_EMAIL_ACCOUNT.noticeSubject);
      expect(notice.text).toContain(newEmail);
      expect(changeToken(notice)).toBeUndefined();
      const token = changeToken(link)!;

      // Nothing changes before the confirmation: the page, and the old login, as they were.
      expect((await fetch(`${app.url}/confirm-email/${token}`)).status).toBe(200);
      expect((await api.post('/api/auth/login', { email: newEmail, password })).status).toBe(401);
      expect((await api.get('/api/users/profile', otherDevice)).status).toBe(200);

      const confirmed = await api.post('/api/account/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ email: newEmail, message: MSG_ACCOUNT_EMAIL.confirmChangeDone });
      expect((await ended.within()).ended).toMatchObject({ reason: 'revoked' });
      expect((await api.get('/api/users/profile', otherDevice)).status).toBe(401);
      // The session that asked stays signed in, and sees the new, confirmed address.
      const profile = await api.get('/api/users/profile', member.token);
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ email: newEmail, emailVerified: true });

      expect((await api.post('/api/auth/login', { email: oldEmail, password })).status).toBe(401);
      expect((await api.post('/api/auth/login', { email: newEmail, password })).status).toBe(200);
      expect((await api.post('/api/account/email/confirm', { token })).status).toBe(409);
    });

    it('lets only the newest request change the login: a mistyped address put right cannot be confirmed', async () => {
      const member = await subscribedMember(api);
      const oldEmail = member.payload.email.toLowerCase();
      const { password } = member.payload;
      const mistyped = uniqueEmail('mistyped');
      const meant = uniqueEmail('meant');
      expect((await api.post('/api/account/email', { password, newEmail: mistyped }, member.token)).status).toBe(202);
      const mistypedToken = changeToken(await app.mail.waitFor(mistyped, (m) => m.subject === MSG_EMAIL_ACCOUNT.changeSubject))!;
      expect((await api.post('/api/account/email', { password, newEmail: meant }, member.token)).status).toBe(202);
      const meantToken = changeToken(await app.mail.waitFor(meant, (m) => m.subject === MSG_EMAIL_ACCOUNT.changeSubject))!;

      const refused = await api.post('/api/account/email/confirm', { token: mistypedToken });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MSG_ACCOUNT_EMAIL.linkInvalid);
      expect((await api.get('/api/users/profile', member.token)).body.email).toBe(oldEmail);
      expect((await api.post('/api/auth/login', { email: mistyped, password })).status).toBe(401);

      expect((await api.post('/api/account/email/confirm', { token: meantToken })).status).toBe(200);
      expect((await api.get('/api/users/profile', member.token)).body.email).toBe(meant);
    });

    it('answers 409 when another account took the address before the link was used, and a link lasts 24 hours', async () => {
      const member = await registerMember(api);
      const { password } = member.payload;
      const wanted = uniqueEmail('wanted');
      expect((await api.post('/api/account/email', { password, newEmail: wanted }, member.token)).status).toBe(202);
      const token = changeToken(await app.mail.waitFor(wanted, (m) => m.subject === MSG_EMAIL_ACCOUNT.changeSubject))!;
      await registerMember(api, { email: wanted });
      const taken = await api.post('/api/account/email/confirm', { token });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(MSG_ACCOUNT_EMAIL.emailTaken);
      expect((await api.get('/api/users/profile', member.token)).body.email).toBe(member.payload.email.toLowerCase());

      const later = uniqueEmail('later');
      expect((await api.post('/api/account/email', { password, newEmail: later }, member.token)).status).toBe(202);
      const late = changeToken(await app.mail.waitFor(later, (m) => m.subject === MSG_EMAIL_ACCOUNT.changeSubject))!;
      clock.advance(24 * HOUR + 60_000);
      const expired = await api.post('/api/account/email/confirm', { token: late });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(MSG_ACCOUNT_EMAIL.linkExpired);
      // A verification link is not a change link, nor the other way round.
      expect((await api.post('/api/auth/verify-email', { token: late })).status).toBe(400);
    });
  });
});

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  let app: TestApp;
  let api: Client;
  beforeAll(async () => {
    app = await startApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    api = client(app.url);
  });
  afterAll(() => app?.stop());

  it('answers a first message and a photo request with 403 until she confirms; the flow to the dashboard stays open', async () => {
    const [man, woman] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    expect((await api.get('/api/users', man.token)).status).toBe(200);
    const message = await api.post('/api/chats/messages', { receiverId: woman.userId, content: 'salaam' }, man.token);
    expect(message.status).toBe(403);
    expect(message.body.message).toBe(MSG_ACCOUNT_EMAIL.verifyFirst);
    const photos = await api.post('/api/photos/request', { targetUserId: man.userId }, woman.token);
    expect(photos.status).toBe(403);
    expect(photos.body.message).toBe(MSG_ACCOUNT_EMAIL.verifyFirst);
    expect((await api.get('/api/chats', man.token)).body).toEqual([]);

    const mail = await app.mail.waitFor(man.payload.email.toLowerCase(), (m) => m.subject === MSG_EMAIL_ACCOUNT.verifySubject);
    expect((await api.post('/api/auth/verify-email', { token: verifyToken(mail) })).status).toBe(200);
    expect((await api.post('/api/chats/messages', { receiverId: woman.userId, content: 'salaam' }, man.token)).status).toBe(201);
    // Answering within a conversation he started is not reaching out: she may reply unconfirmed.
    expect((await api.post('/api/chats/messages', { receiverId: man.userId, content: 'wa alaikum salaam' }, woman.token)).status).toBe(201);
  });
});
