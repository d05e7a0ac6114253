'use client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormCheckbox } from '@/components/ui/form-choice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { AdminProfile } from '@/lib/client/queries/admin';
import { AGE_LIMITS, GENDER_OPTIONS, profileFields, type ProfileField, type ProfileFormMode } from './profile-form-values';
import { useProfileForm } from './use-profile-form';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

type Props =
  | { mode: 'create'; open: boolean; profile?: undefined; onClose(): void }
  | { mode: 'edit'; open: boolean; profile: AdminProfile | null; onClose(): void };

/** Create or edit a profile. The form mounts with the dialog, so every opening starts from the profile shown. */
export function ProfileFormDialog({ mode, open, profile, onClose }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === 'create' ? 'Create profile' : 'Edit profile'}
      description={mode === 'edit' && profile ? `${profile.firstName} ${profile.lastName}` : undefined}
      className="sm:max-w-2xl"
    >
      <ProfileForm key={profile?.id ?? 'new'} mode={mode} profile={profile ?? null} onClose={onClose} />
    </Dialog>
  );
}

function ProfileForm({ mode, profile, onClose }: { mode: ProfileFormMode; profile: AdminProfile | null; onClose(): void }) {
  const { form, submit, saving, female } = useProfileForm(mode, profile, onClose);
  const fields = profileFields(mode);
  const id = (name: string) => `${mode}-profile-${name}`;

  const field = (spec: ProfileField) => (
    <FormField key={spec.name} form={form} name={spec.name} id={id(spec.name)} label={spec.label} optional={spec.optional} hint={spec.hint} className={spec.wide ? 'sm:col-span-2' : undefined}>
      {(control) =>
        spec.control === 'select' ? (
          <Select {...control} placeholder={MSG_ADMIN.selectGender} options={GENDER_OPTIONS} />
        ) : spec.control === 'textarea' ? (
          <Textarea {...control} rows={3} />
        ) : (
          <Input
            {...control}
            type={spec.type}
            disabled={spec.disabled}
            autoComplete={spec.autoComplete}
            {...(spec.type === 'number' ? { inputMode: 'numeric' as const, min: AGE_LIMITS.min, max: AGE_LIMITS.max, step: 1 } : {})}
          />
        )
      }
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">{fields.identity.map(field)}</div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{MSG_ADMIN.education}</legend>
        <FormCheckbox form={form} name="isStudent" id={id('isStudent')} label={MSG_ADMIN.student} />
        <FormCheckbox form={form} name="isGraduate" id={id('isGraduate')} label={MSG_ADMIN.graduate} />
      </fieldset>

      {female && <div className="grid gap-4 rounded-xl bg-brand-50/60 p-4 sm:grid-cols-2">{fields.guardian.map(field)}</div>}

      {fields.more.map(field)}
      <FormCheckbox form={form} name="isAdmin" id={id('isAdmin')} label={MSG_ADMIN.grantAdminPrivileges} />
      {mode === 'edit' && (
        <FormCheckbox form={form} name="suspended" id={id('suspended')} label={MSG_ADMIN.suspendAccount} />
      )}

      <FormAlert id={form.alertId} message={form.alert} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {MSG_ADMIN.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {mode === 'create' ? 'Create profile' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
