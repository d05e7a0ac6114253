'use client';
import { ArrowDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChatPartner } from '@/lib/client/chat-types';
import { MSG_CHAT } from '@/lib/shared/messages';
import { ChaperoneNotice } from '@/components/guardian/chaperone-notice';
import { ProfileSidePanel } from '@/components/member/profile-side-panel';
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

/** The open conversation: header, messages by day, the "New messages" pill, composer. */
export function Conversation({ partner, onBack }: { partner: ChatPartner; onBack(): void }) {
  const [showingNewest, setShowingNewest] = useState(true);
  const { me, messages, loading, hasEarlier, loadingEarlier, loadEarlier, send } = useConversation(partner, showingNewest);
  const { scroller, onScroll, unseen, toBottom } = useChatScroll(messages, me, setShowingNewest);
  const typing = usePartnerTyping(partner.id);
  const typingSignal = useTypingSignal(partner.id);
  const earlier = useRef<HTMLDivElement>(null);
  useWhenVisible(earlier, scroller, loadEarlier);
  const [profileOpen, setProfileOpen] = useState(false);
  const name = `${partner.firstName} ${partner.lastName}`.trim();
  const today = new Date();

  const sendAndStop = (text: string) => {
    typingSignal.stop();
    return send(text);
  };

  return (
    <section className="flex h-full min-h-0 min-w-0 flex-col" aria-label={`Conversation with ${name}`}>
      <ConversationHeader partner={partner} typing={typing} onBack={onBack} onOpenProfile={() => setProfileOpen(true)} />
      <ChaperoneNotice partnerId={partner.id} />
      <div className="relative min-h-0 flex-1">
        {/* Focusable, so the history scrolls from the keyboard too. */}
        <div
          ref={scroller}
          onScroll={onScroll}
          tabIndex={0}
          role="log"
          aria-label="Messages"
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
                  <h3 className="sticky top-0 z-10 flex justify-center pt-3 pb-2">
                    <span className="rounded-full bg-white px-3 py-0.5 text-xs font-medium text-stone-600 shadow-sm ring-1 ring-stone-200">{dayLabel(group.day, today)}</span>
                  </h3>
                  <ol className="flex flex-col gap-2">
                    {group.messages.map((message) => (
                      <MessageBubble key={`${message.senderId}:${message.clientId ?? message._id}`} message={message} mine={message.senderId === me} />
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
      <Composer onSend={sendAndStop} onTextChange={typingSignal.changed} />
      <ProfileSidePanel userId={profileOpen ? partner.id : null} onClose={() => setProfileOpen(false)} />
    </section>
  );
}
