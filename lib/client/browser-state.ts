'use client';
import { useSyncExternalStore } from 'react';

const onStorageChange = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

const readStorage = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, a policy): as if nothing were stored.
    return null;
  }
};

/** A local-storage item, kept current across tabs; null on the server and while the page hydrates. */
export function useLocalStorageItem(key: string): string | null {
  return useSyncExternalStore(
    onStorageChange,
    () => readStorage(key),
    () => null,
  );
}

const never = () => () => undefined;

/** False on the server and while the page hydrates, true after: for what only the browser decides. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
