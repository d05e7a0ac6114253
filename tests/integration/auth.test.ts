import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_FORMS } from '@/lib/shared/messages/input';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember, registration, uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';

let app: TestApp;
let api: Client;

beforeAll(async () => {
  app = await startApp();
  api = client(app.url);
});
afterAll(() => app?.stop());

describe('POST /api/auth/register', () => {
  it('creates a member and answers with the session fields, never the hash', async () => {
    const payload = registration();
    const reply = await api.post('/api/auth/register', payload);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      userId: expect.any(String),
      token: expect.any(String),
      email: payload.email,
      firstName: payload.firstName,
      isAdmin: false,
      isStudent: false,
      isGraduate: true,
      hasActiveSubscription: false,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|hash/i);
  });

  it.each([
    ['password', 'This password is too easy to guess. This is a heavily used password. Add more words that are less common.'],
    ['12345678', 'This password is too easy to guess. This is a heavily used password. Add more words that are less common.'],
  ])('refuses the common password %s with the reason, creating nothing', async (password, message) => {
    const payload = registration({ password, confirmPassword: password });
    const reply = await api.post('/api/auth/register', payload);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect((await api.post('/api/auth/login', { email: payload.email, password })).status).toBe(401);
  });

  it("refuses a password made of the member's own name", async () => {
    const reply = await api.post('/api/auth/register', registration({ firstName: 'Zainab', password: 'zainab2001', confirmPassword: 'zainab2001' }));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Avoid your name or email address in your password.');
  });

  it('ignores isAdmin, hasActiveSubscription and unknown fields sent by the client', async () => {
    const reply = await api.post('/api/auth/register', registration({ isAdmin: true, hasActiveSubscription: true, tokenVersion: 9, role: 'admin' }));
    expect(reply.status).toBe(201);
    expect(reply.body.isAdmin).toBe(false);
    expect(reply.body.hasActiveSubscription).toBe(false);
    const me = await api.get('/api/auth/me', reply.body.token);
    expect(me.body.isAdmin).toBe(false);
  });

  it('treats emails case-insensitively and refuses a second account', async () => {
    const email = uniqueEmail();
    expect((await api.post('/api/auth/register', registration({ email }))).status).toBe(201);
    const again = await api.post('/api/auth/register', registration({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG_AUTH.emailTaken);
  });

  it.each([
    ['a missing first name', { firstName: '' }, MSG_FORMS.fillRequired],
    ['a missing university', { university: undefined }, MSG_FORMS.fillRequired],
    ['a malformed email', { email: 'not-an-email' }, MSG_FORMS.invalidEmail],
    ['a woman without a guardian', { gender: 'female', guardianEmail: '', guardianPhone: '' }, MSG_GUARDIAN.guardianRequired],
    ['a woman without a guardian phone', { gender: 'female', guardianPhone: '' }, MSG_GUARDIAN.guardianRequired],
    ['a bad guardian email', { gender: 'female', guardianEmail: 'wali' }, MSG_GUARDIAN.invalidGuardianEmail],
    ['terms not accepted', { agreeTerms: false }, MSG_AUTH.mustAgreeTerms],
    ['an age out of range', { age: 12 }, MSG_MEMBERS.ageRange],
    ['an unknown gender', { gender: 'other' }, MSG_FORMS.fillRequired],
    ['a short password', { password: 'short' }, MSG_PASSWORD.passwordTooShort],
  ])('refuses %s with the spec message and stores nothing', async (_label, overrides, message) => {
    const payload = registration(overrides);
    const reply = await api.post('/api/auth/register', payload);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message, code: 'invalid_input' });
    const login = await api.post('/api/auth/login', { email: payload.email, password: payload.password });
    expect(login.status).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('logs a member in with any casing of the email', async () => {
    const member = await registerMember(api);
    const reply = await api.post('/api/auth/login', { email: member.payload.email.toUpperCase(), password: member.payload.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ userId: member.userId, token: expect.any(String), hasActiveSubscription: false, isAdmin: false });
  });

  it('gives one answer for a wrong password and an unknown email', async () => {
    const member = await registerMember(api);
    const wrong = await api.post('/api/auth/login', { email: member.payload.email, password: 'not the password' });
    const unknown = await api.post('/api/auth/login', { email: uniqueEmail(), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(MSG_AUTH.invalidCredentials);
  });

  it('asks for both fields', async () => {
    const reply = await api.post('/api/auth/login', { email: '', password: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MSG_AUTH.loginFillAll);
  });
});

describe('sessions', () => {
  it('accepts the issued token and refuses missing, forged and malformed ones', async () => {
    const member = await registerMember(api);
    expect((await api.get('/api/auth/me', member.token)).body.userId).toBe(member.userId);
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect((await api.get('/api/auth/me', `${member.token}x`)).status).toBe(401);
    expect((await api.get('/api/auth/me', 'not.a.token')).status).toBe(401);
    const [header, payload] = member.token.split('.');
    const unsigned = `${header.replace(/./g, (c: string) => c)}.${payload}.`;
    expect((await api.get('/api/auth/me', unsigned)).status).toBe(401);
  });
});

describe('malformed input never reaches a 500', () => {
  it.each([
    ['not JSON', '{nope'],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['numbers for text', JSON.stringify({ email: 5, password: 7 })],
    ['nested objects', JSON.stringify({ email: { $gt: '' }, password: { $ne: null } })],
  ])('login with %s gets a 400 with a message', async (_label, raw) => {
    const reply = await api.call('POST', '/api/auth/login', { raw, headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(typeof reply.body.message).toBe('string');
  });

  it('register with wrong types gets a 400', async () => {
    const reply = await api.post('/api/auth/register', { ...registration(), age: { n: 1 }, gender: ['male'], agreeTerms: 'yes' });
    expect(reply.status).toBe(400);
    expect(typeof reply.body.message).toBe('string');
  });

  it('an oversized body gets a 413', async () => {
    const reply = await api.post('/api/auth/register', { ...registration(), description: 'x'.repeat(1_100_000) });
    expect(reply.status).toBe(413);
  });
});

describe('security headers and health', () => {
  it('answers health once the database is reachable, with the security headers', async () => {
    const reply = await api.get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBeTruthy();
    expect(reply.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
