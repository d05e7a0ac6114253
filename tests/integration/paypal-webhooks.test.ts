import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { fireEvent, subscribedMember } from '../support/paypal';
import { simulatorAuthorization } from '../support/paypal-credentials';

let app: TestApp;
let api: Client;

beforeAll(async () => {
  app = await startApp();
  api = client(app.url);
});
afterAll(() => app?.stop());

const hasAccess = async (token: string) => (await api.get('/api/auth/me', token)).body.hasActiveSubscription as boolean;
const postWebhook = (raw: string, headers: Record<string, string>) => api.call('POST', '/api/paypal/webhook', { raw, headers });

describe('POST /api/paypal/webhook', () => {
  it('CANCELLED keeps access until the period ends; once it has ended, access closes', async () => {
    const member = await subscribedMember(api);
    const cancelled = await fireEvent(api, member.subscriptionId, 'CANCELLED');
    expect(cancelled.delivery).toEqual({ status: 200, body: { received: true, duplicate: false, applied: true } });
    const panel = await api.get('/api/subscription', member.token);
    expect(panel.body).toMatchObject({ status: 'CANCELLED', hasActiveSubscription: true, cancelledAt: expect.any(String) });
    expect(await hasAccess(member.token)).toBe(true);

    await fireEvent(api, member.subscriptionId, 'CANCELLED', true);
    expect(await hasAccess(member.token)).toBe(false);
    const login = await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password });
    expect(login.body.hasActiveSubscription).toBe(false);
  });

  it('SUSPENDED past the period closes access and ACTIVATED opens it again', async () => {
    const member = await subscribedMember(api);
    await fireEvent(api, member.subscriptionId, 'SUSPENDED', true);
    expect(await hasAccess(member.token)).toBe(false);
    expect((await api.get('/api/subscription', member.token)).body.status).toBe('SUSPENDED');

    await fireEvent(api, member.subscriptionId, 'ACTIVATED');
    expect(await hasAccess(member.token)).toBe(true);
    const panel = await api.get('/api/subscription', member.token);
    expect(panel.body.status).toBe('ACTIVE');
    expect(new Date(panel.body.currentPeriodEndsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('EXPIRED closes access; a failed payment alone does not', async () => {
    const member = await subscribedMember(api);
    await fireEvent(api, member.subscriptionId, 'PAYMENT.FAILED');
    expect(await hasAccess(member.token)).toBe(true);
    await fireEvent(api, member.subscriptionId, 'EXPIRED');
    expect(await hasAccess(member.token)).toBe(false);
    expect((await api.get('/api/subscription', member.token)).body.status).toBe('EXPIRED');
  });

  it('handles a replayed event (same event id) once', async () => {
    const member = await subscribedMember(api);
    const first = await fireEvent(api, member.subscriptionId, 'CANCELLED');
    expect(first.delivery.body.duplicate).toBe(false);
    const replay = await postWebhook(JSON.stringify(first.event), first.headers);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
  });

  it('refuses a forged webhook (bad signature or altered body) and changes nothing', async () => {
    const member = await subscribedMember(api);
    const genuine = await fireEvent(api, member.subscriptionId, 'PAYMENT.FAILED');

    const badSignature = { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' };
    const event = { ...genuine.event, id: `${genuine.event.id}-FORGED`, event_type: 'BILLING.SUBSCRIPTION.EXPIRED' };
    const forged = await postWebhook(JSON.stringify(event), badSignature);
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: MSG_MEMBERSHIP.webhookUnverified, code: 'invalid_input' });

    const altered = await postWebhook(JSON.stringify(event), genuine.headers);
    expect(altered.status).toBe(400);

    const unsigned = await postWebhook(JSON.stringify(event), { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(await hasAccess(member.token)).toBe(true);
  });

  it('answers 400 to a malformed body', async () => {
    const headers = { 'content-type': 'application/json' };
    const notJson = await postWebhook('{"id": "WH-1", ', headers);
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe(MSG_MEMBERSHIP.webhookMalformed);
    expect((await postWebhook('[]', headers)).status).toBe(400);
    expect((await postWebhook(JSON.stringify({ id: 'WH-2', event_type: 'BILLING.SUBSCRIPTION.CANCELLED' }), headers)).status).toBe(400);
    expect((await postWebhook('', headers)).status).toBe(400);
  });

  it('acknowledges and ignores events about subscriptions it does not know', async () => {
    // A subscription made at "PayPal" directly, never through this app.
    const token = await api.call('POST', '/paypal-sim/v1/oauth2/token', {
      raw: 'grant_type=client_credentials',
      headers: { Authorization: simulatorAuthorization(), 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(token.status).toBe(200);
    const created = await api.call('POST', '/paypal-sim/v1/billing/subscriptions', {
      body: { plan_id: 'P-SIMULATOR-PREMIUM-MONTHLY', application_context: { return_url: `${app.url}/x`, cancel_url: `${app.url}/y` } },
      headers: { Authorization: `Bearer ${token.body.access_token}` },
    });
    expect(created.status).toBe(201);
    const fired = await fireEvent(api, created.body.id, 'CANCELLED');
    expect(fired.delivery).toEqual({ status: 200, body: { received: true, duplicate: false, applied: false } });
  });
});

describe('member routes', () => {
  it('answer 402 subscription_required before subscribing and 200 after', async () => {
    const member = await registerMember(api);
    const before = await api.get('/api/users', member.token);
    expect(before.status).toBe(402);
    expect(before.body).toEqual({ message: MSG_MEMBERSHIP.subscriptionRequired, code: 'subscription_required' });

    const subscribed = await subscribedMember(api);
    const after = await api.get('/api/users', subscribed.token);
    expect(after.status).toBe(200);
  });
});
