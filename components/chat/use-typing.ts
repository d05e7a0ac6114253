'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMemberSocket, useSocketEvent } from '@/lib/client/member-socket';
import { TYPING_IDLE_MS, TYPING_REPEAT_MS, TYPING_SHOWN_MS } from '@/lib/shared/constants';

/**
 * Tells the partner that this member is typing: `typing: true` at most every few seconds while
 * the text changes, `typing: false` when the text is emptied or sent, after a pause, or on
 * leaving the conversation. Nothing is sent while the socket is down (it would arrive stale).
 */
export function useTypingSignal(receiverId: string) {
  const socket = useMemberSocket();
  const lastSent = useRef(0);
  const active = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (!active.current) return;
    active.current = false;
    lastSent.current = 0;
    if (socket?.connected) socket.emit('typing', { receiverId, typing: false });
  }, [socket, receiverId]);

  const changed = useCallback(
    (text: string) => {
      if (!text.trim()) return stop();
      const at = Date.now();
      if (socket?.connected && (!active.current || at - lastSent.current >= TYPING_REPEAT_MS)) {
        socket.emit('typing', { receiverId, typing: true });
        active.current = true;
        lastSent.current = at;
      }
      clearTimeout(idle.current);
      idle.current = setTimeout(stop, TYPING_IDLE_MS);
    },
    [socket, receiverId, stop],
  );

  useEffect(() => stop, [stop]);
  return { changed, stop };
}

/**
 * Whether the partner is typing to this member now: set by their "typing" events, cleared by
 * their stop, by a message from them, or when none came for a few seconds.
 */
export function usePartnerTyping(partnerId: string): boolean {
  const [typing, setTyping] = useState(false);
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const set = (value: boolean) => {
    clearTimeout(expiry.current);
    setTyping(value);
    if (value) expiry.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  };
  useSocketEvent('typing', (notice) => {
    if (notice.userId === partnerId) set(notice.typing);
  });
  useSocketEvent('newMessage', (message) => {
    if (message.senderId === partnerId) set(false);
  });
  useEffect(() => () => clearTimeout(expiry.current), []);
  return typing;
}
