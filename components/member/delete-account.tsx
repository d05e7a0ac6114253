'use client';
import '@/lib/schemas/jitless';
import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/client/api-error';
import { expectSessionEnd } from '@/lib/client/member-socket';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { useDeleteOwnAccount } from '@/lib/client/queries/users';
import { SIGNED_OUT_TOAST, signOutLocally } from '@/lib/client/sign-out';
import { useZodForm } from '@/lib/client/use-zod-form';
import { deleteOwnAccountSchema } from '@/lib/schemas/account';
import { hasGuardian } from '@/lib/shared/guardian';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';

/** The profile page's last section: what deleting removes, then a password-confirmed dialog. */
export function DeleteAccountPanel() {
  const formId = useId();
  const router = useRouter();
  const deleteAccount = useDeleteOwnAccount();
  // Telling someone without a guardian (a man) that their guardian stops hearing would only confuse.
  const profile = useOwnProfile().data;
  const whatIsDeleted = profile && hasGuardian(profile) ? [...MSG_ACCOUNT_DELETION.whatIsDeleted, MSG_ACCOUNT_DELETION.guardianLine] : MSG_ACCOUNT_DELETION.whatIsDeleted;
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(deleteOwnAccountSchema, { id: formId, defaultValues: { password: '' } });
  const { reset } = form;
  const closeDialog = () => {
    setConfirming(false);
    reset();
  };

  const submit = form.onSubmit(async ({ password }) => {
    // The server ends this tab's socket too: that is expected here, not a surprise sign-out.
    expectSessionEnd(true);
    try {
      const { message } = await deleteAccount.mutateAsync({ password });
      await signOutLocally();
      toast.success(message, SIGNED_OUT_TOAST);
      router.push('/');
    } catch (failure) {
      expectSessionEnd(false);
      form.fail(errorMessage(failure, MSG_ACCOUNT_DELETION.failed));
    }
  });

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <Trash2 className="size-5 text-red-700" aria-hidden="true" />
        {MSG_ACCOUNT_DELETION.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MSG_ACCOUNT_DELETION.sectionIntro}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {whatIsDeleted.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button variant="danger" className="mt-5" onClick={() => setConfirming(true)}>
        {MSG_ACCOUNT_DELETION.deleteButton}
      </Button>
      <Dialog open={confirming} onClose={closeDialog} title={MSG_ACCOUNT_DELETION.confirmTitle} description={MSG_ACCOUNT_DELETION.confirmText}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField form={form} name="password" id={`${formId}-password`} label={MSG_ACCOUNT_DELETION.passwordLabel}>
            {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
          </FormField>
          <FormAlert id={form.alertId} message={form.alert} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={closeDialog} disabled={deleteAccount.isPending}>
              {MSG_ACCOUNT_DELETION.keepAccount}
            </Button>
            <Button type="submit" variant="danger" loading={deleteAccount.isPending}>
              {MSG_ACCOUNT_DELETION.confirmButton}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
