'use client';
import { create } from 'zustand';

interface ActiveChatState {
  /** The member whose conversation is open on screen in this tab, or null. */
  partnerId: string | null;
  setPartnerId(partnerId: string | null): void;
}

/**
 * Which conversation this tab shows right now: the chat page sets it while a conversation is
 * open, and app-wide notices skip what the member is already looking at.
 */
export const useActiveChat = create<ActiveChatState>((set) => ({
  partnerId: null,
  setPartnerId: (partnerId) => set({ partnerId }),
}));
