'use client';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { getQueryClient, PERSIST_MAX_AGE_MS } from './query-client';
import { persistBuster, queryPersister } from './query-persistence';

/** The one query cache of the browser, restored from and saved to local storage. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = getQueryClient();
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister: queryPersister,
        maxAge: PERSIST_MAX_AGE_MS,
        buster: persistBuster(),
        dehydrateOptions: {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
        },
      }}
      // What was restored is shown at once but counts as stale, so every page load also asks the server.
      onSuccess={() => client.invalidateQueries({ refetchType: 'none' })}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
