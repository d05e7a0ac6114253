'use client';
import { useSyncExternalStore } from 'react';

/**
 * Whether someone has signed in from this browser before, so the login page greets a returning
 * member ("Welcome back") and not a first visitor. It names nobody and survives logout on
 * purpose (outside the cache prefix that logout empties).
 */
const KEY = 'nikah-scholars:signed-in-here';

export function markSignedInHere(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the page simply greets as on a first visit.
  }
}

const read = () => {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export const useSignedInHereBefore = (): boolean => useSyncExternalStore(subscribe, read, () => false);
