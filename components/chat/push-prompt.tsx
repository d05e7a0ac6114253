'use client';
import { Bell, X } from 'lucide-react';
import { DevicePushButton } from '@/components/member/push-notifications';
import { putPushPromptAway, usePushPromptWanted } from '@/lib/client/push-device';
import { MSG_PUSH } from '@/lib/shared/messages/push';

/**
 * The one invitation to notifications outside Settings, once she has a conversation: the
 * browser's own question comes only from her click on "Allow notifications", never on a visit.
 * Kept to a strip so that on a phone her conversations stay the first thing she sees.
 */
export function PushPrompt() {
  const wanted = usePushPromptWanted();
  if (!wanted) return null;
  return (
    <section aria-labelledby="push-prompt-title" className="mx-3 mt-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
      <div className="flex items-start justify-between gap-2">
        <h3 id="push-prompt-title" className="flex items-center gap-2 pt-1 text-sm font-semibold text-brand-900">
          <Bell className="size-4 shrink-0" aria-hidden="true" /> {MSG_PUSH.promptTitle}
        </h3>
        <button
          type="button"
          aria-label={MSG_PUSH.promptLater}
          title={MSG_PUSH.promptLater}
          onClick={putPushPromptAway}
          className="-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-0.5 text-xs text-stone-600">{MSG_PUSH.promptText}</p>
      <div className="mt-2">
        <DevicePushButton allowLabel={MSG_PUSH.promptAllow} compact />
      </div>
    </section>
  );
}
