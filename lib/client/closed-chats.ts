'use client';
import { create } from 'zustand';
import type { PartnerUnavailableReason } from '@/lib/shared/socket-events';
import { useAuthStore } from './auth-store';

interface ClosedChatsState {
  /** Members whose chat with this one closed while the tab was open, and why. */
  reasons: Record<string, PartnerUnavailableReason>;
  close(partnerId: string, reason: PartnerUnavailableReason): void;
}

/**
 * Chats that closed in this tab (`partnerUnavailable`). Kept apart from the query cache on
 * purpose: a member who left is gone from the server, so the next read of the chat list drops her
 * row, yet the conversation open on screen must go on saying she left. A reload forgets it.
 */
export const useClosedChats = create<ClosedChatsState>((set) => ({
  reasons: {},
  close: (partnerId, reason) => set((state) => ({ reasons: { ...state.reasons, [partnerId]: reason } })),
}));

// Another member signing in on this tab starts with nothing closed.
useAuthStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) useClosedChats.setState({ reasons: {} });
});
