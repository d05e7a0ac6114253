'use client';
import { EyeOff } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveAccountSetting } from '@/lib/client/queries/settings';
import { MSG_ACCOUNT_SETTINGS, MSG_PRIVACY_SETTINGS } from '@/lib/shared/messages/account';
import { MSG_MISSED } from '@/lib/shared/messages/missed-messages';
import { MSG_SETTINGS } from '@/lib/shared/messages/shell';

type Choice = 'readReceipts' | 'missedMessageEmails';

/**
 * Read receipts and missed-message emails, each saved the moment she ticks it (PUT
 * /api/account/settings with that one choice), so there is no form to forget to save.
 */
export function PrivacySettings() {
  const { settings, save, saving } = useSaveAccountSetting();
  if (!settings) return null;

  const choose = (key: Choice, value: boolean) =>
    save(
      { [key]: value },
      { onSuccess: () => toast.success(MSG_ACCOUNT_SETTINGS.saved), onError: (failure) => toastFailure(failure, MSG_ACCOUNT_SETTINGS.saveFailed) },
    );

  const choices: { key: Choice; label: string; hint: string }[] = [
    { key: 'readReceipts', label: MSG_PRIVACY_SETTINGS.readReceiptsLabel, hint: MSG_PRIVACY_SETTINGS.readReceiptsHint },
    { key: 'missedMessageEmails', label: MSG_MISSED.preferenceLabel, hint: MSG_MISSED.preferenceHint },
  ];
  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby="privacy-choices-heading">
      <h2 id="privacy-choices-heading" className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <EyeOff className="size-5 text-gold-500" aria-hidden="true" /> {MSG_SETTINGS.privacyTitle}
      </h2>
      <div className="mt-4 space-y-4">
        {choices.map(({ key, label, hint }) => (
          <div key={key} className="space-y-1.5">
            <Checkbox
              id={`privacy-${key}`}
              label={label}
              checked={settings[key]}
              disabled={saving}
              aria-describedby={`privacy-${key}-hint`}
              onChange={(event) => choose(key, event.target.checked)}
            />
            <p id={`privacy-${key}-hint`} className="pl-8 text-sm text-stone-600">
              {hint}
            </p>
          </div>
        ))}
      </div>
    </Card>
  );
}
