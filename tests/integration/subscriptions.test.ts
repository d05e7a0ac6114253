import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { decideCheckout, startCheckout, subscribedMember } from '../support/paypal';

let app: TestApp;
let api: Client;

beforeAll(async () => {
  app = await startApp();
  api = client(app.url);
});
afterAll(() => app?.stop());

async function accessOf(member: { token: string; payload: { email: string; password: string } }) {
  const me = await api.get('/api/auth/me', member.token);
  const login = await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password });
  expect(login.body.hasActiveSubscription).toBe(me.body.hasActiveSubscription);
  return me.body.hasActiveSubscription as boolean;
}

describe('PayPal subscription through the simulator', () => {
  it('creates a subscription and answers with its id and the approval page of the app', async () => {
    const member = await registerMember(api);
    const { subscriptionId, approvalUrl } = await startCheckout(api, member.token);
    expect(subscriptionId).toMatch(/^I-[A-Z0-9]+$/);
    expect(approvalUrl).toBe(`${app.url}/paypal-sim/checkout/${subscriptionId}`);
    expect(await accessOf(member)).toBe(false);
  });

  it('shows a test-mode approval page with the plan, the price and the trial', async () => {
    const member = await registerMember(api);
    const { approvalUrl } = await startCheckout(api, member.token);
    const page = await fetch(approvalUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('£14.99');
    expect(html).toContain('30 days');
    expect(html).toMatch(/name="action" value="approve"/);
    expect(html).toMatch(/name="action" value="cancel"/);
    expect(html).toContain('name="viewport"');
  });

  it('approval returns to /subscribe/success with the three PayPal parameters; confirmation opens access', async () => {
    const member = await registerMember(api);
    const { subscriptionId, approvalUrl } = await startCheckout(api, member.token);
    const approved = await decideCheckout(approvalUrl, 'approve');
    expect(approved.status).toBe(303);
    const back = new URL(approved.location);
    expect(`${back.origin}${back.pathname}`).toBe(`${app.url}/subscribe/success`);
    expect(back.searchParams.get('subscription_id')).toBe(subscriptionId);
    expect(back.searchParams.get('ba_token')).toMatch(/^BA-/);
    expect(back.searchParams.get('token')).toMatch(/^EC-/);

    const body = { subscriptionId, baToken: back.searchParams.get('ba_token'), token: back.searchParams.get('token') };
    const confirm = await api.post('/api/auth/confirm-paypal-subscription', body, member.token);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ success: true, hasActiveSubscription: true, status: 'ACTIVE', subscriptionId });
    const trialEnds = new Date(confirm.body.trialEndsAt).getTime();
    expect(trialEnds - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(trialEnds - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(await accessOf(member)).toBe(true);

    const again = await api.post('/api/auth/confirm-paypal-subscription', body, member.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, hasActiveSubscription: true, trialEndsAt: confirm.body.trialEndsAt });

    const panel = await api.get('/api/subscription', member.token);
    expect(panel.body).toMatchObject({
      status: 'ACTIVE',
      hasActiveSubscription: true,
      trialEndsAt: confirm.body.trialEndsAt,
      nextPaymentAt: confirm.body.trialEndsAt,
      cancelledAt: null,
      price: { amount: '14.99', currency: 'GBP', interval: 'month' },
    });
  });

  it('refuses to confirm before the payer approved', async () => {
    const member = await registerMember(api);
    const { subscriptionId } = await startCheckout(api, member.token);
    const confirm = await api.post('/api/auth/confirm-paypal-subscription', { subscriptionId }, member.token);
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(MSG_MEMBERSHIP.subscriptionNotApproved);
    expect(await accessOf(member)).toBe(false);
  });

  it("never opens access with someone else's subscription or an unknown id", async () => {
    const owner = await subscribedMember(api);
    const intruder = await registerMember(api);
    const stolen = await api.post('/api/auth/confirm-paypal-subscription', { subscriptionId: owner.subscriptionId }, intruder.token);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(MSG_MEMBERSHIP.subscriptionNotYours);
    const viaButtons = await api.post('/api/auth/subscribe', { paymentProcessor: 'paypal', paypalSubscriptionId: owner.subscriptionId }, intruder.token);
    expect(viaButtons.status).toBe(403);

    const unknown = await api.post('/api/auth/confirm-paypal-subscription', { subscriptionId: 'I-DOESNOTEXIST' }, intruder.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG_MEMBERSHIP.subscriptionNotFound);
    const malformed = await api.post('/api/auth/confirm-paypal-subscription', { subscriptionId: '../../oauth2/token' }, intruder.token);
    expect(malformed.status).toBe(400);
    expect(await accessOf(intruder)).toBe(false);
    expect(await accessOf(owner)).toBe(true);
  });

  it('cancelling on the approval page returns to /subscribe and opens nothing', async () => {
    const member = await registerMember(api);
    const { subscriptionId, approvalUrl } = await startCheckout(api, member.token);
    const cancelled = await decideCheckout(approvalUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`${app.url}/subscribe`);
    const confirm = await api.post('/api/auth/confirm-paypal-subscription', { subscriptionId }, member.token);
    expect(confirm.status).toBe(409);
    expect(await accessOf(member)).toBe(false);
  });

  it('verifies an id from the JS SDK buttons flow like a confirmation, without an approvalUrl', async () => {
    const member = await registerMember(api);
    const { subscriptionId, approvalUrl } = await startCheckout(api, member.token);
    const early = await api.post('/api/auth/subscribe', { paymentProcessor: 'paypal', paypalSubscriptionId: subscriptionId }, member.token);
    expect(early.status).toBe(409);
    await decideCheckout(approvalUrl, 'approve');
    const reply = await api.post('/api/auth/subscribe', { paymentProcessor: 'paypal', paypalSubscriptionId: subscriptionId }, member.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ subscriptionId, status: 'ACTIVE', hasActiveSubscription: true });
    expect(await accessOf(member)).toBe(true);
  });

  it('answers 409 to a member who already has access, and 400 to admins and other processors', async () => {
    const member = await subscribedMember(api);
    const again = await api.post('/api/auth/subscribe', { paymentProcessor: 'paypal' }, member.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG_MEMBERSHIP.alreadySubscribed);

    const other = await registerMember(api);
    expect((await api.post('/api/auth/subscribe', { paymentProcessor: 'stripe' }, other.token)).status).toBe(400);
    expect((await api.post('/api/auth/subscribe', { paymentProcessor: 'paypal' })).status).toBe(401);
    expect((await api.post('/api/auth/confirm-paypal-subscription', { subscriptionId: 'I-X' })).status).toBe(401);
  });

  it("offers the member's pending checkout again instead of starting another, also to parallel calls", async () => {
    const member = await registerMember(api);
    const first = await startCheckout(api, member.token);
    const again = await startCheckout(api, member.token);
    const racing = await Promise.all([startCheckout(api, member.token), startCheckout(api, member.token)]);
    expect(new Set([again, ...racing].map((c) => c.subscriptionId))).toEqual(new Set([first.subscriptionId]));
    expect(again.approvalUrl).toBe(first.approvalUrl);
    const { status, location } = await decideCheckout(first.approvalUrl, 'approve');
    expect(status).toBe(303);
    const query = new URL(location).searchParams;
    const confirm = await api.post('/api/auth/confirm-paypal-subscription', { subscriptionId: first.subscriptionId, baToken: query.get('ba_token'), token: query.get('token') }, member.token);
    expect(confirm.status).toBe(200);
    expect(confirm.body.hasActiveSubscription).toBe(true);
  });

  it('tells the subscribe page which PayPal mode it runs in, without secrets', async () => {
    const reply = await api.get('/api/paypal/config');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ mode: 'simulator', clientId: null });
  });
});

describe('cancelling from the app', () => {
  it('keeps access until the period ends and shows when it was cancelled', async () => {
    const member = await subscribedMember(api);
    const before = await api.get('/api/subscription', member.token);
    const cancel = await api.post('/api/subscription/cancel', {}, member.token);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'CANCELLED', hasActiveSubscription: true, nextPaymentAt: null, currentPeriodEndsAt: before.body.currentPeriodEndsAt });
    expect(Date.now() - new Date(cancel.body.cancelledAt).getTime()).toBeLessThan(60_000);
    expect(await accessOf(member)).toBe(true);

    const twice = await api.post('/api/subscription/cancel', {}, member.token);
    expect(twice.status).toBe(200);
    expect(twice.body.cancelledAt).toBe(cancel.body.cancelledAt);
  });

  it('has nothing to cancel without a membership', async () => {
    const member = await registerMember(api);
    const cancel = await api.post('/api/subscription/cancel', {}, member.token);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(MSG_MEMBERSHIP.nothingToCancel);
    const panel = await api.get('/api/subscription', member.token);
    expect(panel.body).toMatchObject({ status: null, hasActiveSubscription: false });
  });
});
