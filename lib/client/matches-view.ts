'use client';
import { useCallback, useSyncExternalStore } from 'react';

export type MatchesView = 'cards' | 'list';

/**
 * How she likes Find Matches shown, cards or the list, kept in this browser. It names nobody, so
 * it stays outside the cache that logout empties: the next member here starts from it too.
 */
const KEY = 'nikah-scholars:matches-view';
const listeners = new Set<() => void>();

const read = (): MatchesView => {
  try {
    return window.localStorage.getItem(KEY) === 'list' ? 'list' : 'cards';
  } catch {
    return 'cards';
  }
};

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

export function useMatchesView(): [MatchesView, (view: MatchesView) => void] {
  const view = useSyncExternalStore(subscribe, read, () => 'cards' as const);
  const setView = useCallback((next: MatchesView) => {
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Storage refused (private mode, quota): the page goes on showing cards, as on a first visit.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [view, setView];
}
