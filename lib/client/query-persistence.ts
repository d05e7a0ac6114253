'use client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { CACHE_KEY_PREFIX } from '@/lib/shared/constants';
import { useAuthStore } from './auth-store';
import { getQueryClient } from './query-client';

const currentUserId = () => useAuthStore.getState().user?.id ?? '';

const storagePersister = createSyncStoragePersister({
  key: `${CACHE_KEY_PREFIX}query`,
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
});

/**
 * The spec's local-storage caches, as the persisted query cache. Each save is stamped with the
 * member it belongs to and a restore under another member discards it, so nobody ever sees
 * someone else's cached data.
 */
export const queryPersister: Persister = {
  persistClient: (client) => storagePersister.persistClient({ ...client, buster: currentUserId() }),
  restoreClient: () => storagePersister.restoreClient(),
  removeClient: () => storagePersister.removeClient(),
};

export const persistBuster = currentUserId;

/** Forget every cached read, in memory and in local storage. */
export async function clearQueryCache(): Promise<void> {
  getQueryClient().clear();
  await queryPersister.removeClient();
}
