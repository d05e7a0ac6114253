import { startApp, type TestApp } from '../support/app-server';
import { client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { basicAuth as basic, simulatorAuthorization, TEST_PAYPAL_CREDENTIALS } from '../support/paypal-credentials';

jest.setTimeout(120_000);
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('the PayPal simulator in simulator mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app?.stop());

  it('checks Basic auth on the token call and Bearer on the API', async () => {
    const api = client(app.url);
    const wrong = await api.call('POST', '/paypal-sim/v1/oauth2/token', { raw: 'grant_type=client_credentials', headers: { ...form, Authorization: basic(TEST_PAYPAL_CREDENTIALS.clientId, 'nope') } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const noBearer = await api.get('/paypal-sim/v1/billing/subscriptions/I-ANY');
    expect(noBearer.status).toBe(401);
    expect(noBearer.body.name).toBe('AUTHENTICATION_FAILURE');
    const fakeBearer = await api.call('GET', '/paypal-sim/v1/billing/subscriptions/I-ANY', { headers: { Authorization: 'Bearer made-up' } });
    expect(fakeBearer.status).toBe(401);
  });

  it('answers the same subscription for the same PayPal-Request-Id', async () => {
    const api = client(app.url);
    const token = await api.call('POST', '/paypal-sim/v1/oauth2/token', { raw: 'grant_type=client_credentials', headers: { ...form, Authorization: simulatorAuthorization() } });
    const create = () =>
      api.call('POST', '/paypal-sim/v1/billing/subscriptions', {
        body: { plan_id: 'P-SIMULATOR-PREMIUM-MONTHLY', application_context: { return_url: `${app.url}/a`, cancel_url: `${app.url}/b` } },
        headers: { Authorization: `Bearer ${token.body.access_token}`, 'PayPal-Request-Id': 'same-request-1' },
      });
    const first = await create();
    const second = await create();
    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(first.body.links.find((l: { rel: string }) => l.rel === 'approve').href).toBe(`${app.url}/paypal-sim/checkout/${first.body.id}`);
  });

  it('shows a clear page for an unknown checkout', async () => {
    expect((await fetch(`${app.url}/paypal-sim/checkout/I-NOPE`)).status).toBe(404);
  });

  it("changes a member's subscription through the test hook only with the simulator's credentials", async () => {
    const api = client(app.url);
    const member = await subscribedMember(api);
    const fire = (headers: Record<string, string>) =>
      api.call('POST', `/paypal-sim/test/subscriptions/${member.subscriptionId}/events`, { body: { event: 'BILLING.SUBSCRIPTION.CANCELLED', endPeriod: true }, headers });
    const attempts: Record<string, string>[] = [{}, { Authorization: basic(TEST_PAYPAL_CREDENTIALS.clientId, 'guessed') }, { Authorization: 'Bearer made-up' }];
    for (const headers of attempts) {
      const refused = await fire(headers);
      expect(refused.status).toBe(401);
      expect(refused.body.name).toBe('AUTHENTICATION_FAILURE');
    }
    expect((await api.get('/api/auth/me', member.token)).body.hasActiveSubscription).toBe(true);

    const token = await api.call('POST', '/paypal-sim/v1/oauth2/token', { raw: 'grant_type=client_credentials', headers: { ...form, Authorization: simulatorAuthorization() } });
    const fired = await fire({ Authorization: `Bearer ${token.body.access_token}` });
    expect(fired.status).toBe(200);
    expect(fired.body.delivery.status).toBe(200);
    expect((await api.get('/api/auth/me', member.token)).body.hasActiveSubscription).toBe(false);
  });

  it('warns loudly at start-up that production runs the simulator', () => {
    expect(app.output()).toContain('[paypal] WARNING: PAYPAL_MODE=simulator in production: NO REAL PAYMENTS are taken');
  });
});

describe('the simulator without configured credentials', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' });
  });
  afterAll(() => app?.stop());

  it('accepts no well-known credentials, while the app itself still subscribes members with its generated ones', async () => {
    const api = client(app.url);
    const member = await subscribedMember(api);
    const token = await api.call('POST', '/paypal-sim/v1/oauth2/token', { raw: 'grant_type=client_credentials', headers: { ...form, Authorization: basic('simulator-client', 'simulator-secret') } });
    expect(token.status).toBe(401);
    const fired = await api.call('POST', `/paypal-sim/test/subscriptions/${member.subscriptionId}/events`, {
      body: { event: 'BILLING.SUBSCRIPTION.CANCELLED' },
      headers: { Authorization: basic('simulator-client', 'simulator-secret') },
    });
    expect(fired.status).toBe(401);
    expect((await api.get('/api/auth/me', member.token)).body.hasActiveSubscription).toBe(true);
  });
});

describe('production without PayPal settings', () => {
  it('does not start, and says which settings are missing', async () => {
    await expect(startApp({ PAYPAL_MODE: '', PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' })).rejects.toThrow(
      /Invalid configuration: PAYPAL_CLIENT_ID: PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/,
    );
  });
});

describe('outside simulator mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ PAYPAL_MODE: 'sandbox', PAYPAL_CLIENT_ID: 'x', PAYPAL_CLIENT_SECRET: 'y' });
  });
  afterAll(() => app?.stop());

  it.each([
    ['POST', '/paypal-sim/v1/oauth2/token'],
    ['POST', '/paypal-sim/v1/billing/subscriptions'],
    ['GET', '/paypal-sim/v1/billing/subscriptions/I-ANY'],
    ['POST', '/paypal-sim/v1/billing/subscriptions/I-ANY/cancel'],
    ['POST', '/paypal-sim/v1/billing/plans'],
    ['POST', '/paypal-sim/v1/catalogs/products'],
    ['POST', '/paypal-sim/v1/notifications/verify-webhook-signature'],
    ['GET', '/paypal-sim/checkout/I-ANY'],
    ['POST', '/paypal-sim/checkout/I-ANY'],
    ['POST', '/paypal-sim/test/subscriptions/I-ANY/events'],
  ])('%s %s is 404', async (method, path) => {
    const body = method === 'GET' ? {} : { raw: 'grant_type=client_credentials', headers: { ...form, Authorization: basic('x', 'y') } };
    const reply = await client(app.url).call(method, path, body);
    expect(reply.status).toBe(404);
  });

  it('gives the subscribe page the sandbox client id', async () => {
    expect((await client(app.url).get('/api/paypal/config')).body).toEqual({ mode: 'sandbox', clientId: 'x' });
  });

  it('refuses an unverifiable webhook in sandbox without a webhook id', async () => {
    const reply = await client(app.url).call('POST', '/api/paypal/webhook', {
      raw: JSON.stringify({ id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-1' } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
  });
});
