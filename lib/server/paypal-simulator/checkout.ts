import { config } from '../config';
import { checkoutPage, htmlResponse } from './checkout-page';
import { readForm, simInvalid } from './http';
import { approveSimSubscription, findSimSubscription, returnUrlFor } from './subscriptions';

/** Return and cancel URLs were set by this app; the browser is never sent anywhere else. */
function seeOther(location: string): Response {
  const { appUrl } = config();
  const safe = location.startsWith(`${appUrl}/`) ? location : `${appUrl}/subscribe`;
  return new Response(null, { status: 303, headers: { Location: safe, 'Cache-Control': 'no-store' } });
}

export async function showCheckout(id: string): Promise<Response> {
  const row = await findSimSubscription(id);
  return htmlResponse(checkoutPage(row), row.status === 'APPROVAL_PENDING' ? 200 : 409);
}

/** The payer's decision: approve goes back to the return URL with PayPal's three parameters. */
export async function decideCheckout(id: string, request: Request): Promise<Response> {
  const row = await findSimSubscription(id);
  const form = await readForm(request);
  const action = form.get('action');
  if (action === 'cancel') return seeOther(row.cancelUrl);
  if (action !== 'approve') throw simInvalid('INVALID_PARAMETER_VALUE', 'action must be approve or cancel.');
  if (row.status !== 'APPROVAL_PENDING') return htmlResponse(checkoutPage(row), 409);
  return seeOther(returnUrlFor(await approveSimSubscription(row)));
}
