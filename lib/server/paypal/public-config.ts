import { config } from '../config';

/** What the subscribe page needs to choose between the real PayPal buttons and the simulator. */
export function paypalPublicConfig() {
  const { mode, clientId } = config().paypal;
  return { mode, clientId: mode === 'simulator' ? null : clientId };
}
