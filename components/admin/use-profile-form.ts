'use client';
import { toast } from '@/lib/client/toast';
import { errorMessage } from '@/lib/client/api-error';
import { useSaveProfile, type AdminProfile } from '@/lib/client/queries/admin';
import { useZodForm } from '@/lib/client/use-zod-form';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { emptyProfileForm, profileFormFrom, profileFormSchema, profilePayload, type ProfileFormMode } from './profile-form-values';

/**
 * The admin's create or edit form: checked with the route's own schema before anything is sent,
 * saved into the cached list, closed on success.
 */
export function useProfileForm(mode: ProfileFormMode, profile: AdminProfile | null, onSaved: () => void) {
  const save = useSaveProfile(mode === 'edit' ? profile?.id : undefined);
  const form = useZodForm(profileFormSchema(mode), {
    id: `${mode}-profile`,
    defaultValues: profile ? profileFormFrom(profile) : emptyProfileForm,
  });

  // The payload as the spec shapes it ('Male'/'Female', flags), not the schema's stored form.
  const submit = form.onSubmit(() =>
    save.mutateAsync(profilePayload(form.form.getValues(), mode)).then(
      () => {
        toast.success(mode === 'create' ? MSG_ADMIN.profileCreated : MSG_MEMBERS.profileUpdated);
        onSaved();
      },
      (caught: unknown) => form.fail(errorMessage(caught, mode === 'create' ? MSG_ADMIN.createProfileFailed : MSG_ADMIN.updateProfileFailed)),
    ),
  );

  return { form, submit, saving: save.isPending, female: form.form.watch('gender') === 'Female' };
}
