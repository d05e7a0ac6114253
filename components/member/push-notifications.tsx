'use client';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/client/api-error';
import { PermissionRefused, putPushPromptAway } from '@/lib/client/push-device';
import { useDevicePush, useDisablePush, useEnablePush } from '@/lib/client/queries/push';
import { useSaveAccountSetting } from '@/lib/client/queries/settings';
import { MSG_PUSH } from '@/lib/shared/messages/push';

type Kind = 'messages' | 'photoRequests' | 'moderation';
const TOGGLES: Array<{ kind: Kind; label: string }> = [
  { kind: 'messages', label: MSG_PUSH.toggleMessages },
  { kind: 'photoRequests', label: MSG_PUSH.togglePhotoRequests },
  { kind: 'moderation', label: MSG_PUSH.toggleModeration },
];

/**
 * Turns this browser's notifications on or off; the permission is asked only from this click.
 * `compact` (the chat's invitation) shows only the button that turns them on.
 */
export function DevicePushButton({ allowLabel = MSG_PUSH.enableButton, compact = false }: { allowLabel?: string; compact?: boolean }) {
  const device = useDevicePush().data;
  const enable = useEnablePush();
  const disable = useDisablePush();
  if (compact && device !== 'off') return null;
  if (!device || device === 'unsupported') return <p className="text-sm text-stone-600">{MSG_PUSH.unsupported}</p>;
  if (device === 'blocked') return <p className="text-sm text-stone-600">{MSG_PUSH.blocked}</p>;
  if (device === 'on') {
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-700">{MSG_PUSH.enabledHere}</p>
        <Button variant="secondary" loading={disable.isPending} onClick={() => disable.mutate(undefined, { onError: (e) => toastFailure(e, MSG_PUSH.enableFailed) })}>
          {MSG_PUSH.disableButton}
        </Button>
      </div>
    );
  }
  const turnOn = () =>
    enable.mutate(undefined, {
      onSuccess: putPushPromptAway,
      onError: (error) => {
        putPushPromptAway();
        toast.error(error instanceof PermissionRefused ? MSG_PUSH.blocked : errorMessage(error, MSG_PUSH.enableFailed));
      },
    });
  const button = (
    <Button loading={enable.isPending} onClick={turnOn}>
      {allowLabel}
    </Button>
  );
  if (compact) return button;
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-700">{MSG_PUSH.notEnabledHere}</p>
      {button}
    </div>
  );
}

/** Settings' Notifications: this device on or off, and which kinds she wants on every device. */
export function PushNotifications() {
  const id = useId();
  const { settings, save: saveSetting, saving } = useSaveAccountSetting();
  const save = (kind: Kind, value: boolean) =>
    saveSetting(
      { push: { [kind]: value } },
      { onSuccess: () => toast.success(MSG_PUSH.saved), onError: (error) => toastFailure(error, MSG_PUSH.saveFailed) },
    );
  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <Bell className="size-5 text-brand-700" aria-hidden="true" /> {MSG_PUSH.settingsTitle}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{MSG_PUSH.settingsIntro}</p>
      <div className="mt-4">
        <DevicePushButton />
      </div>
      {settings && (
        <fieldset className="mt-6 space-y-3" disabled={saving}>
          {TOGGLES.map(({ kind, label }) => (
            <Checkbox key={kind} id={`${id}-${kind}`} label={label} checked={settings.push[kind]} onChange={(event) => save(kind, event.target.checked)} />
          ))}
        </fieldset>
      )}
    </Card>
  );
}
