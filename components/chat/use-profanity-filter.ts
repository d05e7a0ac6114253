'use client';
import { useEffect, useState } from 'react';

type Filter = (text: string) => string;

let loading: Promise<Filter> | undefined;

/**
 * The profanity word lists (about 10 kB gzip) load when a conversation opens, not before the
 * chats page can render. A load that failed (offline) is tried again by the next caller.
 */
export function loadProfanityFilter(): Promise<Filter> {
  loading ??= import('@/lib/shared/profanity').then(
    (module) => module.filterProfanity,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The filter once it has loaded; undefined until then. */
export function useProfanityFilter(): Filter | undefined {
  const [filter, setFilter] = useState<{ apply: Filter }>();
  useEffect(() => {
    let mounted = true;
    loadProfanityFilter().then(
      (apply) => {
        if (mounted) setFilter({ apply });
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return filter?.apply;
}
