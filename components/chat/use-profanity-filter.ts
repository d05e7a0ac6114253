'use client';
import { loadOnce, useLoaded } from '@/lib/client/load-once';

type Filter = (text: string) => string;

/**
 * The profanity word lists (about 10 kB gzip) load when a conversation opens, not before the
 * chats page can render.
 */
export const loadProfanityFilter = loadOnce<Filter>(() => import('@/lib/shared/profanity').then((module) => module.filterProfanity));

/** Nothing to say when the lists fail to load: a send tries again and says why it failed. */
const ignore = () => undefined;

/** The filter once it has loaded; undefined until then. */
export const useProfanityFilter = (): Filter | undefined => useLoaded(loadProfanityFilter, true, ignore);
