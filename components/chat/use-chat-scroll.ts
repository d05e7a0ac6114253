'use client';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ClientMessage } from '@/lib/client/chat-types';

/** Within this many pixels of the end counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 80;

/** A message keeps its key from placeholder to stored copy, so being stored is not "new". */
const keyOf = (message: ClientMessage | undefined) => message && (message.clientId ?? message._id);

/**
 * The message list's scrolling: it opens at the newest message and sticks to the bottom while the
 * member is there; a message arriving while she reads history leaves the view where it is and
 * raises `unseen` (the "New messages" pill) instead; her own sends always go to the bottom; an
 * earlier page added above keeps what she was looking at in place.
 */
export function useChatScroll(messages: ClientMessage[], me: string | undefined, onShowingNewest: (showing: boolean) => void) {
  const scroller = useRef<HTMLDivElement>(null);
  const [unseen, setUnseen] = useState(false);
  const atBottom = useRef(true);
  const seen = useRef<{ first?: string; last?: string; height: number; top: number }>({ height: 0, top: 0 });
  const first = keyOf(messages[0]);
  const last = keyOf(messages.at(-1));
  const newest = messages.at(-1);

  const remember = useCallback((el: HTMLDivElement) => {
    seen.current.height = el.scrollHeight;
    seen.current.top = el.scrollTop;
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (before.last === undefined || (last !== before.last && (atBottom.current || newest?.senderId === me))) {
      el.scrollTop = el.scrollHeight;
    } else if (last !== before.last) {
      setUnseen(true);
    } else if (first !== before.first) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    }
    seen.current = { first, last, height: 0, top: 0 };
    remember(el);
  }, [first, last, newest?.senderId, me, remember]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    remember(el);
    const near = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
    if (near === atBottom.current) return;
    atBottom.current = near;
    onShowingNewest(near);
    if (near) setUnseen(false);
  }, [remember, onShowingNewest]);

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    setUnseen(false);
  }, []);

  return { scroller, onScroll, unseen, toBottom };
}
