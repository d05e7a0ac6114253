'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from './query-client';

/**
 * The query cache of the pages before and around a session (login, signup, password links,
 * subscribing), without local storage: nothing read there is worth showing again on the next
 * visit, and leaving the persister out keeps it off their first load. The member area's provider
 * restores and saves the same client.
 */
export function AccountQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
