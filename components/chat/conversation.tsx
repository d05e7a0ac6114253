'use client';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChatPartner } from '@/lib/client/chat-types';
import { ChaperoneNotice } from '@/components/guardian/chaperone-notice';
import { ProfileSidePanel } from '@/components/member/profile-side-panel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { useConversation } from './use-conversation';

/** The open conversation: header with back (phones) and profile buttons, messages, composer. */
export function Conversation({ partner, onBack }: { partner: ChatPartner; onBack(): void }) {
  const { me, messages, loading, hasEarlier, loadEarlier, send } = useConversation(partner);
  const end = useRef<HTMLDivElement>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const newest = messages.at(-1)?._id;
  useEffect(() => {
    // Newer browsers return a promise here; an effect must return nothing or a cleanup.
    void end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);
  const name = `${partner.firstName} ${partner.lastName}`.trim();

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={`Conversation with ${name}`}>
      <header className="flex items-center gap-2 border-b border-stone-200 bg-white px-3 py-2">
        <Button variant="ghost" className="md:hidden" onClick={onBack} aria-label="Back to chats">
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Button>
        <h2 className="min-w-0 flex-1 truncate font-semibold text-stone-900">{name}</h2>
        <Button variant="secondary" onClick={() => setProfileOpen(true)} aria-label={`Profile of ${name}`} title="Profile">
          <UserRound className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Profile</span>
        </Button>
      </header>
      <ChaperoneNotice partnerId={partner.id} />
      <div className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4" aria-live="polite">
        {hasEarlier && (
          <div className="mb-3 text-center">
            <Button variant="ghost" onClick={loadEarlier}>
              Load earlier messages
            </Button>
          </div>
        )}
        {loading && messages.length === 0 ? (
          <div className="grid h-full place-items-center text-stone-500">
            <Spinner />
          </div>
        ) : messages.length === 0 ? (
          <p className="grid h-full place-items-center text-center text-sm text-stone-500">Say salaam to start the conversation.</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Messages">
            {messages.map((message) => (
              <MessageBubble key={message._id} message={message} mine={message.senderId === me} />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      <Composer onSend={send} />
      <ProfileSidePanel userId={profileOpen ? partner.id : null} onClose={() => setProfileOpen(false)} />
    </section>
  );
}
