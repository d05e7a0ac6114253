'use client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY, AUTH_STORAGE_VERSION } from '@/lib/shared/constants';
import type { OwnUser } from '@/lib/server/users/present';

/** The client-side session of SPEC.md section 3. */
export type SessionUser = OwnUser;

/** What register, login and the session check return: the user's fields, a token and its id. */
export type AuthResponse = SessionUser & { token?: string; userId: string };

interface AuthState {
  user: SessionUser | null;
  token: string | null;
  isLoading: boolean;
  error: string | null;
  /** Unused by the screens described; kept because the spec's store names it. */
  stripePublishableKey: string | null;
  /** True once the persisted session has been read back from local storage. */
  hasHydrated: boolean;
  setHasHydrated(hasHydrated: boolean): void;
  setSession(response: AuthResponse, token?: string): void;
  setUser(user: SessionUser): void;
  setLoading(isLoading: boolean): void;
  setError(error: string | null): void;
  markSubscribed(): void;
  clear(): void;
}

export function toSessionUser({ token: _token, userId, ...fields }: AuthResponse): SessionUser {
  return { ...fields, id: userId ?? fields.id, isAdmin: fields.isAdmin ?? false };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isLoading: false,
      error: null,
      stripePublishableKey: null,
      hasHydrated: false,
      setHasHydrated: (hasHydrated) => set({ hasHydrated }),
      setSession: (response, token) =>
        set((state) => ({ user: toSessionUser(response), token: token ?? response.token ?? state.token, error: null })),
      setUser: (user) => set({ user }),
      setLoading: (isLoading) => set({ isLoading }),
      setError: (error) => set({ error }),
      markSubscribed: () => set((state) => (state.user ? { user: { ...state.user, hasActiveSubscription: true } } : {})),
      clear: () => set({ user: null, token: null, error: null, isLoading: false }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, token: state.token }),
      // Local storage is read while the store is still being created, so go through `state`.
      onRehydrateStorage: () => (state) => state?.setHasHydrated(true),
    },
  ),
);
