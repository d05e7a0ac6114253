import { registerMember } from './factories';
import type { Client } from './http-client';
import { simulatorAuthorization } from './paypal-credentials';

/** POST /api/auth/subscribe: starts a PayPal (simulator) checkout for the member. */
export async function startCheckout(api: Client, token: string) {
  const reply = await api.post('/api/auth/subscribe', { paymentProcessor: 'paypal' }, token);
  if (reply.status !== 200) throw new Error(`subscribe failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { subscriptionId: string; approvalUrl: string };
}

/** The payer's choice on the simulator's approval page; answers the 303 and where it points. */
export async function decideCheckout(approvalUrl: string, action: 'approve' | 'cancel') {
  const response = await fetch(approvalUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The whole subscription flow for an existing member: checkout, approval, confirmation. */
export async function subscribeMember(api: Client, token: string): Promise<string> {
  const { subscriptionId, approvalUrl } = await startCheckout(api, token);
  const { status, location } = await decideCheckout(approvalUrl, 'approve');
  if (status !== 303 || !location) throw new Error(`approval failed: ${status}`);
  const query = new URL(location).searchParams;
  const confirm = await api.post(
    '/api/auth/confirm-paypal-subscription',
    { subscriptionId, baToken: query.get('ba_token'), token: query.get('token') },
    token,
  );
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return subscriptionId;
}

/** A new member who subscribed all the way. */
export async function subscribedMember(api: Client, overrides: Record<string, unknown> = {}) {
  const member = await registerMember(api, overrides);
  return { ...member, subscriptionId: await subscribeMember(api, member.token) };
}

export type SimEvent = 'ACTIVATED' | 'CANCELLED' | 'SUSPENDED' | 'EXPIRED' | 'PAYMENT.FAILED';

/** Simulator test hook: change the subscription as PayPal would and deliver the signed webhook. */
export async function fireEvent(api: Client, subscriptionId: string, event: SimEvent, endPeriod = false) {
  const reply = await api.call('POST', `/paypal-sim/test/subscriptions/${subscriptionId}/events`, {
    body: { event: `BILLING.SUBSCRIPTION.${event}`, endPeriod },
    headers: { Authorization: simulatorAuthorization() },
  });
  if (reply.status !== 200) throw new Error(`firing ${event} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { event: Record<string, any>; headers: Record<string, string>; delivery: { status: number; body: any } };
}
