'use client';
import { create } from 'zustand';
import type { PartnerUnavailableReason } from '@/lib/shared/socket-events';
import { useAuthStore } from './auth-store';
import type { ChatSummary } from './chat-types';

interface ClosedChatsState {
  /** Members whose chat with this one closed while the tab was open, and why. */
  reasons: Record<string, PartnerUnavailableReason>;
  /** The list rows of members who left, as they were when she left: the server has them no more. */
  left: Record<string, ChatSummary>;
  close(partnerId: string, reason: PartnerUnavailableReason, row?: ChatSummary): void;
}

/**
 * Chats that closed in this tab (`partnerUnavailable`). Kept apart from the query cache on
 * purpose: a member who left is gone from the server, so the next read of the chat list drops her
 * row, yet the conversation open on screen and her row in the list must go on saying she left
 * (`withLeftChats`). A reload forgets it.
 */
export const useClosedChats = create<ClosedChatsState>((set) => ({
  reasons: {},
  left: {},
  close: (partnerId, reason, row) =>
    set((state) => ({
      reasons: { ...state.reasons, [partnerId]: reason },
      left: reason === 'left' && row ? { ...state.left, [partnerId]: { ...row, unreadCount: 0, closed: true } } : state.left,
    })),
}));

// Another member signing in on this tab starts with nothing closed.
useAuthStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) useClosedChats.setState({ reasons: {}, left: {} });
});
