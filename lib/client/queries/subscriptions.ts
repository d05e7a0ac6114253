'use client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ConfirmPaypalSubscriptionInput, SubscribeInput } from '@/lib/schemas/subscriptions';
import type { PaypalPublicConfig, SubscribeResponse } from '@/lib/shared/membership';
import { apiGet, apiPost } from '../api';
import { fetchSession } from './session';

export type { PaypalPublicConfig, SubscribeResponse };

/** GET /api/paypal/config: which PayPal the server talks to, and the public client id for its buttons. */
export const paypalConfigQuery = queryOptions({
  queryKey: ['paypal', 'config'] as const,
  queryFn: () => apiGet<PaypalPublicConfig>('/paypal/config'),
  // Read again on every visit: the server's PayPal mode is its own to change.
  meta: { persist: false },
});

export const usePaypalConfig = () => useQuery(paypalConfigQuery);

/** POST /api/auth/subscribe: creates the subscription, or, with `paypalSubscriptionId`, reports PayPal's approval. */
export function useSubscribe() {
  return useMutation({ mutationFn: (input: SubscribeInput) => apiPost<SubscribeResponse>('/auth/subscribe', input) });
}

/**
 * POST /api/auth/confirm-paypal-subscription from the return page, then the member as the server
 * now sees them (undefined when that read fails: the subscription stands either way).
 */
export function useConfirmPaypalSubscription() {
  return useMutation({
    mutationFn: async (input: ConfirmPaypalSubscriptionInput) => {
      await apiPost<void>('/auth/confirm-paypal-subscription', input);
      return fetchSession().catch(() => undefined);
    },
  });
}
