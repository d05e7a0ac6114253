'use client';
import { Bell } from 'lucide-react';
import { DevicePushButton } from '@/components/member/push-notifications';
import { Button } from '@/components/ui/button';
import { putPushPromptAway, usePushPromptWanted } from '@/lib/client/push-device';
import { MSG_PUSH } from '@/lib/shared/messages/push';

/**
 * The one invitation to notifications outside Settings, once she has a conversation: the
 * browser's own question comes only from her click on "Allow notifications", never on a visit.
 */
export function PushPrompt() {
  const wanted = usePushPromptWanted();
  if (!wanted) return null;
  return (
    <section aria-labelledby="push-prompt-title" className="m-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <h3 id="push-prompt-title" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Bell className="size-4" aria-hidden="true" /> {MSG_PUSH.promptTitle}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{MSG_PUSH.promptText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <DevicePushButton allowLabel={MSG_PUSH.promptAllow} compact />
        <Button variant="ghost" onClick={putPushPromptAway}>
          {MSG_PUSH.promptLater}
        </Button>
      </div>
    </section>
  );
}
