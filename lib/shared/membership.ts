/** What the premium membership includes (SPEC.md section 1), as the landing and subscribe pages list it. */
export const MEMBERSHIP_FEATURES = [
  'Unlimited messaging',
  'Unlimited requests',
  'Photo sharing with consent',
  'Advanced profile matching',
  'A safe and moderated environment',
] as const;

/** What GET /api/paypal/config answers. */
export interface PaypalPublicConfig {
  mode: 'simulator' | 'sandbox' | 'live';
  clientId: string | null;
}

/** What POST /api/auth/subscribe answers. */
export interface SubscribeResponse {
  subscriptionId?: string;
  approvalUrl?: string;
  status?: string;
  hasActiveSubscription?: boolean;
}
