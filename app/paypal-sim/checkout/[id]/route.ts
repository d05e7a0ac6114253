import { decideCheckout, showCheckout } from '@/lib/server/paypal-simulator/checkout';
import { simRoute } from '@/lib/server/paypal-simulator/http';

/** The simulated PayPal approval page: GET shows it, its form POSTs the decision back here. */
export const GET = simRoute((_request, { id }) => showCheckout(id));
export const POST = simRoute((request, { id }) => decideCheckout(id, request));
