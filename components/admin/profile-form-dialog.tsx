'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { focusField } from '@/components/auth/focus-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { apiPost, apiPut } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import type { AdminProfile } from '@/lib/client/admin';
import { adminCreateProfileSchema, adminUpdateProfileSchema } from '@/lib/schemas/admin';
import { validate } from '@/lib/schemas/validate';
import { MSG_ADMIN, MSG_MEMBERS } from '@/lib/shared/messages';
import { emptyProfileForm, profileFormFrom, profilePayload, type ProfileFormValues } from './profile-form-values';

const GENDER_OPTIONS = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
] as const;

type Props =
  | { mode: 'create'; open: boolean; profile?: undefined; onClose(): void; onSaved(profile: AdminProfile): void }
  | { mode: 'edit'; open: boolean; profile: AdminProfile | null; onClose(): void; onSaved(profile: AdminProfile): void };

type FormError = { message: string; field?: string };

/** Create or edit a profile, checked with the same schema the server uses before anything is sent. */
export function ProfileFormDialog({ mode, open, profile, onClose, onSaved }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(emptyProfileForm);
  const [error, setError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(profile ? profileFormFrom(profile) : emptyProfileForm);
    setError(null);
  }, [open, profile]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const id = (field: keyof ProfileFormValues) => `${mode}-profile-${field}`;
  const errorId = `${mode}-profile-error`;
  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const describedBy = error ? errorId : undefined;

  function fail(next: FormError) {
    setError(next);
    toast.error(next.message);
    focusField(formRef.current, next.field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = profilePayload(values, mode);
    const checked = validate(mode === 'create' ? adminCreateProfileSchema : adminUpdateProfileSchema, payload);
    if (!checked.ok) return fail({ message: checked.message, field: checked.field });
    setError(null);
    setSaving(true);
    try {
      const saved =
        mode === 'create'
          ? await apiPost<AdminProfile>('/admin/profiles', payload)
          : await apiPut<AdminProfile>(`/admin/profiles/${profile?.id}`, payload);
      toast.success(mode === 'create' ? MSG_ADMIN.profileCreated : MSG_MEMBERS.profileUpdated);
      onSaved(saved);
      onClose();
    } catch (caught) {
      fail({ message: errorMessage(caught, mode === 'create' ? MSG_ADMIN.createProfileFailed : MSG_ADMIN.updateProfileFailed) });
    } finally {
      setSaving(false);
    }
  }

  const text = (field: 'firstName' | 'lastName' | 'university', label: string, autoComplete?: string) => (
    <Field label={label} htmlFor={id(field)}>
      <Input
        id={id(field)}
        name={field}
        value={values[field]}
        autoComplete={autoComplete}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy}
      />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === 'create' ? 'Create profile' : 'Edit profile'}
      description={mode === 'edit' && profile ? `${profile.firstName} ${profile.lastName}` : undefined}
      className="sm:max-w-2xl"
    >
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', 'First name', 'off')}
          {text('lastName', 'Last name', 'off')}
          <Field label="Email" htmlFor={id('email')} className="sm:col-span-2" hint={mode === 'edit' ? 'The email of an existing profile cannot be changed.' : undefined}>
            <Input
              id={id('email')}
              name="email"
              type="email"
              autoComplete="off"
              value={values.email}
              disabled={mode === 'edit'}
              onChange={(e) => set('email', e.target.value)}
              aria-invalid={invalid('email')}
              aria-describedby={describedBy}
            />
          </Field>
          <Field label="Age" htmlFor={id('age')}>
            <Input
              id={id('age')}
              name="age"
              type="number"
              inputMode="numeric"
              min={18}
              max={100}
              step={1}
              value={values.age}
              onChange={(e) => set('age', e.target.value)}
              aria-invalid={invalid('age')}
              aria-describedby={describedBy}
            />
          </Field>
          <Field label="Gender" htmlFor={id('gender')}>
            <Select
              id={id('gender')}
              name="gender"
              placeholder="Select gender"
              options={GENDER_OPTIONS}
              value={values.gender}
              onChange={(e) => set('gender', e.target.value as ProfileFormValues['gender'])}
              aria-invalid={invalid('gender')}
              aria-describedby={describedBy}
            />
          </Field>
          <div className="sm:col-span-2">{text('university', 'University')}</div>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">Education</legend>
          <Checkbox id={id('isStudent')} name="isStudent" label="Student" checked={values.isStudent} onChange={(e) => set('isStudent', e.target.checked)} aria-invalid={invalid('isStudent')} />
          <Checkbox id={id('isGraduate')} name="isGraduate" label="Graduate" checked={values.isGraduate} onChange={(e) => set('isGraduate', e.target.checked)} aria-invalid={invalid('isGraduate')} />
        </fieldset>

        {values.gender === 'Female' && (
          <div className="grid gap-4 rounded-xl bg-brand-50/60 p-4 sm:grid-cols-2">
            <Field label="Guardian email" htmlFor={id('guardianEmail')}>
              <Input
                id={id('guardianEmail')}
                name="guardianEmail"
                type="email"
                autoComplete="off"
                value={values.guardianEmail}
                onChange={(e) => set('guardianEmail', e.target.value)}
                aria-invalid={invalid('guardianEmail')}
                aria-describedby={describedBy}
              />
            </Field>
            <Field label="Guardian phone" htmlFor={id('guardianPhone')}>
              <Input
                id={id('guardianPhone')}
                name="guardianPhone"
                type="tel"
                autoComplete="off"
                value={values.guardianPhone}
                onChange={(e) => set('guardianPhone', e.target.value)}
                aria-invalid={invalid('guardianPhone')}
                aria-describedby={describedBy}
              />
            </Field>
          </div>
        )}

        <Field label="Description" htmlFor={id('description')} optional>
          <Textarea id={id('description')} name="description" rows={3} value={values.description} onChange={(e) => set('description', e.target.value)} />
        </Field>
        <Field label="Looking for" htmlFor={id('lookingFor')} optional>
          <Textarea id={id('lookingFor')} name="lookingFor" rows={3} value={values.lookingFor} onChange={(e) => set('lookingFor', e.target.value)} />
        </Field>
        <Field label="How did they hear about us?" htmlFor={id('hear')} optional>
          <Input id={id('hear')} name="hear" value={values.hear} onChange={(e) => set('hear', e.target.value)} />
        </Field>
        <Field
          label={mode === 'create' ? 'Password' : 'New password'}
          htmlFor={id('password')}
          optional
          hint={mode === 'create' ? MSG_ADMIN.passwordLinkHint : MSG_ADMIN.keepPasswordHint}
          hintId={`${mode}-profile-password-hint`}
        >
          <Input
            id={id('password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            aria-invalid={invalid('password')}
            aria-describedby={`${mode}-profile-password-hint${describedBy ? ` ${describedBy}` : ''}`}
          />
        </Field>
        <Checkbox id={id('isAdmin')} name="isAdmin" label="Grant admin privileges" checked={values.isAdmin} onChange={(e) => set('isAdmin', e.target.checked)} />
        {mode === 'edit' && (
          <Checkbox
            id={id('suspended')}
            name="suspended"
            label="Suspend this account (signs the member out and hides them from matches)"
            checked={values.suspended}
            onChange={(e) => set('suspended', e.target.checked)}
          />
        )}

        <FormAlert id={errorId} message={error?.message ?? null} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {mode === 'create' ? 'Create profile' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
