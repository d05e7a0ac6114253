'use client';
import { ArrowLeft, UserRound } from 'lucide-react';
import type { ChatPartner } from '@/lib/client/chat-types';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { Button } from '@/components/ui/button';
import { MemberSafetyActions } from '@/components/safety/member-safety-actions';
import { VerifiedBadges } from '@/components/verification/verified-badges';

/**
 * The conversation's header: back to the list (phones), the other member's name (cut with an
 * ellipsis, however long), whether they are typing, and the controls about them (Profile, report
 * and block). The team has no profile and is neither reported nor blocked; a member who left has
 * nothing left to open.
 */
export function ConversationHeader({
  partner,
  typing,
  closed,
  onBack,
  onOpenProfile,
}: {
  partner: ChatPartner;
  typing: boolean;
  closed?: 'blocked' | 'left';
  onBack(): void;
  onOpenProfile(): void;
}) {
  const name = `${partner.firstName} ${partner.lastName}`.trim();
  return (
    <header className="border-b border-stone-200 bg-white px-3 py-2">
      <div className="flex min-h-11 min-w-0 items-center gap-2">
        <Button variant="ghost" className="shrink-0 px-3 md:hidden" onClick={onBack} aria-label={MSG_CHAT.backToChats}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-1.5">
            <h2 dir="auto" className="truncate text-left font-semibold text-stone-900" title={name}>
              {name}
            </h2>
            {!partner.isStaff && <VerifiedBadges university={partner.verifiedUniversity} photo={partner.verifiedPhoto} compact className="shrink-0 flex-nowrap" />}
          </div>
          <p className="truncate text-xs text-brand-700" aria-live="polite" data-testid="typing">
            {typing ? MSG_CHAT.typing(partner.firstName) : ''}
          </p>
        </div>
        {!partner.isStaff && closed !== 'left' && (
          <div className="flex shrink-0 items-center gap-2">
            {!closed && (
              <Button variant="secondary" onClick={onOpenProfile} aria-label={`Profile of ${name}`} title={MSG_CHAT.profile}>
                <UserRound className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{MSG_CHAT.profile}</span>
              </Button>
            )}
            <MemberSafetyActions member={partner} compact onBlocked={onBack} />
          </div>
        )}
      </div>
    </header>
  );
}
