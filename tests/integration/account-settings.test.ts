import { MSG_ACCOUNT_SETTINGS } from '@/lib/shared/messages/account';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';

/** GET/PUT /api/account/settings through the real server: defaults, partial saves, refusals. */
jest.setTimeout(90_000);

let app: TestApp;
let api: Client;
beforeAll(async () => {
  app = await startApp();
  api = client(app.url);
});
afterAll(() => app?.stop());

const everythingOn = { readReceipts: true, missedMessageEmails: true, push: { messages: true, photoRequests: true, moderation: true } };

test('a new member has every setting on', async () => {
  const { token } = await registerMember(api);
  const reply = await api.get('/api/account/settings', token);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual(everythingOn);
});

test('a save changes only the settings it names, and they are kept', async () => {
  const { token } = await registerMember(api);
  const first = await api.put('/api/account/settings', { readReceipts: false }, token);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ ...everythingOn, readReceipts: false });

  const second = await api.put('/api/account/settings', { push: { photoRequests: false } }, token);
  expect(second.body).toEqual({ ...everythingOn, readReceipts: false, push: { ...everythingOn.push, photoRequests: false } });

  expect((await api.get('/api/account/settings', token)).body).toEqual(second.body);
});

test("one member's settings are not another's", async () => {
  const [a, b] = await Promise.all([registerMember(api), registerMember(api)]);
  await api.put('/api/account/settings', { missedMessageEmails: false }, a.token);
  expect((await api.get('/api/account/settings', b.token)).body).toEqual(everythingOn);
});

test.each([
  ['a string for a toggle', { readReceipts: 'no' }, MSG_ACCOUNT_SETTINGS.invalid],
  ['an unknown setting', { readRecipts: false }, MSG_ACCOUNT_SETTINGS.invalid],
  ['an unknown push kind', { push: { marketing: true } }, MSG_ACCOUNT_SETTINGS.invalid],
  ['nothing at all', {}, MSG_ACCOUNT_SETTINGS.nothingToChange],
])('%s is refused with a clear message and changes nothing', async (_label, body, message) => {
  const { token } = await registerMember(api);
  const reply = await api.put('/api/account/settings', body, token);
  expect(reply.status).toBe(400);
  expect(JSON.stringify(reply.body)).toContain(message);
  expect((await api.get('/api/account/settings', token)).body).toEqual(everythingOn);
});

test('without a login the settings are neither read nor changed', async () => {
  expect((await api.get('/api/account/settings')).status).toBe(401);
  expect((await api.put('/api/account/settings', { readReceipts: false })).status).toBe(401);
});

test('the missed-message email choice is the one the profile keeps, whichever way she changes it', async () => {
  const { token } = await registerMember(api);
  await api.put('/api/account/settings', { missedMessageEmails: false }, token);
  expect((await api.get('/api/users/profile', token)).body).toMatchObject({ missedMessageEmails: false });
});
