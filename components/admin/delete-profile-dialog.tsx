'use client';
import '@/lib/schemas/jitless';
import { useId } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/client/api-error';
import { useDeleteProfile, type AdminProfile } from '@/lib/client/queries/admin';
import { useZodForm } from '@/lib/client/use-zod-form';
import { adminDeleteAccountSchema } from '@/lib/schemas/account';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';
import { fullName } from './format';

/** An admin deletes a member's account; the reason is required and kept in the audit log. */
export function DeleteProfileDialog({ profile, onClose }: { profile: AdminProfile | null; onClose(): void }) {
  return profile ? <DeleteProfileForm key={profile.id} profile={profile} onClose={onClose} /> : null;
}

function DeleteProfileForm({ profile, onClose }: { profile: AdminProfile; onClose(): void }) {
  const formId = useId();
  const deleteProfile = useDeleteProfile(profile.id);
  const form = useZodForm(adminDeleteAccountSchema, { id: formId, defaultValues: { reason: '' } });

  const submit = form.onSubmit(({ reason }) =>
    deleteProfile.mutateAsync({ reason }).then(
      ({ message }) => {
        toast.success(message);
        onClose();
      },
      (failure: unknown) => form.fail(errorMessage(failure, MSG_ACCOUNT_DELETION.failed)),
    ),
  );

  return (
    <Dialog open onClose={onClose} title={MSG_ACCOUNT_DELETION.adminConfirmTitle(fullName(profile))} description={MSG_ACCOUNT_DELETION.adminConfirmText}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField form={form} name="reason" id={`${formId}-reason`} label={MSG_ACCOUNT_DELETION.reasonLabel}>
          {(control) => <Textarea {...control} rows={3} maxLength={1000} required />}
        </FormField>
        <FormAlert id={form.alertId} message={form.alert} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={deleteProfile.isPending}>
            {MSG_ACCOUNT_DELETION.adminKeep}
          </Button>
          <Button type="submit" variant="danger" loading={deleteProfile.isPending}>
            {MSG_ACCOUNT_DELETION.adminConfirmButton}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
