'use client';
import { Mail } from 'lucide-react';
import { useEffect, useId, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormCheckbox } from '@/components/ui/form-choice';
import { errorMessage } from '@/lib/client/api-error';
import { useOwnProfile, useSaveProfile } from '@/lib/client/queries/profile';
import { useZodForm } from '@/lib/client/use-zod-form';
import { profileSchema } from '@/lib/schemas/profile';
import { validate } from '@/lib/schemas/validate';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_MISSED } from '@/lib/shared/messages/missed-messages';
import { MSG_SETTINGS } from '@/lib/shared/messages/shell';
import { toProfileFormValues, type ProfileFormValues } from './profile-form-values';

/**
 * The missed-message email choice, in Settings. It is saved with the profile (the one profile
 * save of the spec), so the rest of the profile goes along unchanged.
 */
export function MissedMessageEmails() {
  const formId = useId();
  const profile = useOwnProfile().data;
  const save = useSaveProfile();
  const form = useZodForm(profileSchema, { id: formId, defaultValues: {} });
  const { reset } = form.form;

  useEffect(() => {
    if (profile) reset(toProfileFormValues(profile));
  }, [profile, reset]);

  if (!profile) return null;

  // Not through the resolver: only the choice changes, and the saved profile is checked as a whole.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: ProfileFormValues = { ...toProfileFormValues(profile), missedMessageEmails: form.form.getValues('missedMessageEmails') ?? true };
    const checked = validate(profileSchema, values);
    if (!checked.ok) return form.fail(checked.message);
    form.clear();
    void save.mutateAsync(checked.data).then(
      () => toast.success(MSG_SETTINGS.emailsSaved),
      (failure: unknown) => form.fail(errorMessage(failure, MSG_MEMBERS.updateProfileFailed)),
    );
  };

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <Mail className="size-5 text-brand-700" aria-hidden="true" /> {MSG_SETTINGS.emailsTitle}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="space-y-1.5">
          <FormCheckbox form={form} name="missedMessageEmails" id={`${formId}-missed`} label={MSG_MISSED.preferenceLabel} />
          <p className="pl-8 text-sm text-stone-600">{MSG_MISSED.preferenceHint}</p>
        </div>
        <FormAlert id={form.alertId} message={form.alert} />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {MSG_SETTINGS.emailsSave}
        </Button>
      </form>
    </Card>
  );
}
