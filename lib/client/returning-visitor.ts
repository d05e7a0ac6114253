'use client';
import { useLocalStorageItem } from './browser-state';

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

export const useSignedInHereBefore = (): boolean => useLocalStorageItem(KEY) === '1';
