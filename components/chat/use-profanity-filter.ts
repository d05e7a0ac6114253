'use client';
import { useEffect, useState } from 'react';
import { loadOnce } from '@/lib/client/load-once';

type Filter = (text: string) => string;

/**
 * The profanity word lists (about 10 kB gzip) load when a conversation opens, not before the
 * chats page can render.
 */
export const loadProfanityFilter = loadOnce<Filter>(() => import('@/lib/shared/profanity').then((module) => module.filterProfanity));

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
