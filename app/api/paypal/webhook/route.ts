import { route } from '@/lib/server/http';
import { receivePaypalWebhook } from '@/lib/server/subscriptions/webhook';

/** Public: PayPal calls it; the signature is checked with PayPal before anything changes. */
export const POST = route({ auth: 'public' }, ({ request }) => receivePaypalWebhook(request));
