'use client';
import { ArrowDown, Ban, ShieldAlert, UserRoundX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChatPartner } from '@/lib/client/chat-types';
import { useClosedChats } from '@/lib/client/closed-chats';
import { useChatList } from '@/lib/client/queries/chats';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { ChaperoneNotice } from '@/components/guardian/chaperone-notice';
import { LazyProfileSidePanel } from '@/components/member/lazy-profile-side-panel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { dayLabel, groupByDay } from './days';
import { MessageBubble } from './message-bubble';
import { useChatScroll } from './use-chat-scroll';
import { useConversation } from './use-conversation';
import { usePartnerTyping, useTypingSignal } from './use-typing';

/** Earlier history loads by itself when its top edge scrolls into view (the button does it too). */
function useWhenVisible(target: React.RefObject<HTMLElement | null>, root: React.RefObject<HTMLElement | null>, run: () => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const el = target.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { root: root.current });
    observer.observe(el);
    return () => observer.disconnect();
  });
}

/**
 * Why this chat can no longer be used, if it cannot: she left (told live; after a reload the chat
 * is gone with her account), or she blocked this member (live, and from the chat list after a reload).
 */
function useClosedReason(partnerId: string) {
  const live = useClosedChats((s) => s.reasons[partnerId]);
  const listed = useChatList().data?.find((c) => c.user.id === partnerId)?.closed;
  return live ?? (listed ? 'blocked' : undefined);
}

/** In place of the composer once the chat is closed: why, in plain words. */
function ClosedNotice({ reason }: { reason: 'blocked' | 'left' }) {
  const Icon = reason === 'left' ? UserRoundX : Ban;
  return (
    <p role="status" className="flex items-center gap-2 border-t border-stone-200 bg-stone-100 px-4 py-4 text-sm font-medium text-stone-800" data-testid="chat-closed">
      <Icon className="size-5 shrink-0 text-stone-600" aria-hidden="true" />
      {reason === 'left' ? MSG_CHAT.left : MSG_CHAT.blocked}
    </p>
  );
}

/** The open conversation: header, messages by day, the "New messages" pill, composer. */
export function Conversation({ partner, onBack, focusComposer = false }: { partner: ChatPartner; onBack(): void; focusComposer?: boolean }) {
  const [showingNewest, setShowingNewest] = useState(true);
  const closed = useClosedReason(partner.id);
  const { me, messages, loading, hasEarlier, loadingEarlier, loadEarlier, send } = useConversation(partner, showingNewest, !!closed);
  const { scroller, onScroll, unseen, toBottom } = useChatScroll(messages, me, setShowingNewest);
  const typing = usePartnerTyping(partner.id);
  const typingSignal = useTypingSignal(partner.id);
  const earlier = useRef<HTMLDivElement>(null);
  useWhenVisible(earlier, scroller, loadEarlier);
  const [profileOpen, setProfileOpen] = useState(false);
  const name = `${partner.firstName} ${partner.lastName}`.trim();
  const today = new Date();
  // One safety notice for the conversation, whichever of her messages the rules flagged.
  const flagged = messages.some((m) => m.flagged && m.senderId === partner.id);

  const sendAndStop = (text: string) => {
    typingSignal.stop();
    return send(text);
  };

  return (
    <section className="flex h-full min-h-0 min-w-0 flex-col" aria-label={`Conversation with ${name}`}>
      <ConversationHeader partner={partner} typing={typing} closed={closed} onBack={onBack} onOpenProfile={() => setProfileOpen(true)} />
      {partner.isStaff ? (
        <p role="note" className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-sm text-brand-900">
          {MSG_CHAT.staffNote}
        </p>
      ) : (
        closed !== 'left' && <ChaperoneNotice partnerId={partner.id} />
      )}
      {flagged && (
        <p role="note" className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950" data-testid="safety-notice">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {MSG_SAFETY.scamNotice}
        </p>
      )}
      <div className="relative min-h-0 flex-1">
        {/* Focusable, so the history scrolls from the keyboard too. */}
        <div
          ref={scroller}
          onScroll={onScroll}
          tabIndex={0}
          role="log"
          aria-label={MSG_CHAT.messages}
          className="h-full overflow-y-auto bg-stone-50 px-3 pb-4 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          data-testid="message-scroller"
        >
          {hasEarlier && (
            <div ref={earlier} className="pt-3 text-center">
              <Button variant="ghost" onClick={loadEarlier} loading={loadingEarlier}>
                {loadingEarlier ? MSG_CHAT.loadingEarlier : MSG_CHAT.loadEarlier}
              </Button>
            </div>
          )}
          {loading && messages.length === 0 ? (
            <div className="grid h-full place-items-center text-stone-600">
              <Spinner />
            </div>
          ) : messages.length === 0 ? (
            <p className="grid h-full place-items-center text-center text-sm text-stone-600">{MSG_CHAT.startConversation}</p>
          ) : (
            <div>
              {groupByDay(messages).map((group) => (
                <section key={group.key} aria-label={dayLabel(group.day, today)}>
                  {/* In the flow, not sticky: a pill held at the top covered the text scrolling under it. */}
                  <h3 className="flex justify-center pt-3 pb-2">
                    <span className="rounded-full bg-white px-3 py-0.5 text-xs font-medium text-stone-600 shadow-sm ring-1 ring-stone-200">{dayLabel(group.day, today)}</span>
                  </h3>
                  <ol className="flex flex-col gap-2">
                    {group.messages.map((message) => (
                      <MessageBubble
                        key={`${message.senderId}:${message.clientId ?? message._id}`}
                        message={message}
                        mine={message.senderId === me}
                        sender={partner}
                        reportable={!partner.isStaff && closed !== 'left'}
                      />
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          )}
        </div>
        {unseen && (
          <button
            type="button"
            onClick={toBottom}
            className="absolute bottom-3 left-1/2 flex min-h-11 -translate-x-1/2 items-center gap-1.5 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
            {MSG_CHAT.newMessages}
          </button>
        )}
      </div>
      {closed ? <ClosedNotice reason={closed} /> : <Composer onSend={sendAndStop} onTextChange={typingSignal.changed} autoFocus={focusComposer} />}
      {!partner.isStaff && <LazyProfileSidePanel userId={profileOpen ? partner.id : null} onClose={() => setProfileOpen(false)} />}
    </section>
  );
}
