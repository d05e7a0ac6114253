'use client';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { ClientMessage } from '@/lib/client/chat-types';
import { chatListQuery } from '@/lib/client/queries/chats';
import { MSG_SAFETY } from '@/lib/shared/messages';
import { ReportDialog, type ReportSubject } from './report-dialog';

/**
 * Under a message someone else sent: the safety notice when the scam and contact-detail rules
 * flagged it (lib/shared/safety-rules.ts), and a way to report it.
 */
export function MessageSafety({ message }: { message: ClientMessage }) {
  const client = useQueryClient();
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  if (message.status === 'sending') return null;

  function openReport() {
    const known = client.getQueryData(chatListQuery.queryKey)?.find((chat) => chat.user.id === message.senderId)?.user;
    setSubject({ member: known ?? { id: message.senderId, firstName: MSG_SAFETY.thisMember, lastName: '' }, messageId: message._id });
  }

  return (
    <>
      {message.flagged && (
        <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 px-2.5 py-2 text-xs text-amber-900 ring-1 ring-amber-200" data-testid="safety-notice">
          <ShieldAlert className="mt-px size-4 shrink-0" aria-hidden="true" />
          <span>{MSG_SAFETY.scamNotice}</span>
        </p>
      )}
      <button
        type="button"
        onClick={openReport}
        className="-mb-1 mt-1 inline-flex min-h-6 items-center gap-1 rounded text-[11px] text-stone-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Flag className="size-3" aria-hidden="true" /> {MSG_SAFETY.reportMessage}
      </button>
      <ReportDialog subject={subject} onClose={() => setSubject(null)} />
    </>
  );
}
