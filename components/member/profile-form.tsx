'use client';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/client/api-error';
import { useOwnProfile, useSaveProfile } from '@/lib/client/queries/profile';
import { useZodForm } from '@/lib/client/use-zod-form';
import { profileSchema } from '@/lib/schemas/profile';
import { MAX_AGE, MIN_AGE } from '@/lib/shared/constants';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { ProfilePreview } from './profile-preview';
import { DiscoveryFields } from './profile-discovery-fields';
import { toDiscoveryFormValues, toProfileFormValues } from './profile-form-values';
import { MSG_COMMON } from '@/lib/shared/messages/common';

const STATUS_OPTIONS = [
  { value: 'student', label: 'Student' },
  { value: 'graduate', label: 'Graduate' },
];

/**
 * The own profile: first as other members see it, then her details in view mode; Edit makes the
 * fields editable (the preview steps aside meanwhile), Save or Cancel ends it.
 */
export function ProfileForm() {
  const formId = useId();
  const query = useOwnProfile();
  const save = useSaveProfile();
  const profile = query.data;
  const [editing, setEditing] = useState(false);
  const form = useZodForm(profileSchema, { id: formId, defaultValues: {} });
  const { reset } = form.form;

  useEffect(() => {
    if (query.error) toastFailure(query.error, MSG_MEMBERS.fetchProfileFailed);
  }, [query.error]);

  // Outside editing the fields mirror the saved profile, fresh from the server or just saved.
  useEffect(() => {
    if (profile && !editing) reset({ ...toProfileFormValues(profile), ...toDiscoveryFormValues(profile) });
  }, [profile, editing, reset]);

  if (!profile) {
    return (
      <p className="flex items-center gap-2 text-stone-600" role="status">
        <Spinner /> {MSG_COMMON.loading}
      </p>
    );
  }

  const isFemale = profile.gender === 'female';
  const id = (key: string) => `${formId}-${key}`;
  const submit = form.onSubmit((input) =>
    save.mutateAsync(input).then(
      () => {
        setEditing(false);
        toast.success(MSG_MEMBERS.profileUpdated);
      },
      (failure: unknown) => form.fail(errorMessage(failure, MSG_MEMBERS.updateProfileFailed)),
    ),
  );

  return (
    <>
      {!editing && <ProfilePreview profile={profile} />}
      <h2 className={editing ? 'mb-3 font-serif text-xl text-brand-900' : 'mt-8 mb-3 font-serif text-xl text-brand-900'}>{MSG_MEMBERS.detailsTitle}</h2>
      <Card className="max-w-3xl">
        <form noValidate onSubmit={submit} aria-describedby={form.alert ? form.alertId : undefined} className="grid gap-5 sm:grid-cols-2">
          <Field label={MSG_MEMBERS.email} htmlFor={id('email')} className="sm:col-span-2" hint={MSG_MEMBERS.yourEmailCannotBeChanged}>
            <Input id={id('email')} type="email" value={profile.email} readOnly disabled />
          </Field>
          <FormField form={form} name="firstName" id={id('firstName')} label={MSG_MEMBERS.firstName}>
            {(control) => <Input {...control} readOnly={!editing} autoComplete="given-name" required />}
          </FormField>
          <FormField form={form} name="lastName" id={id('lastName')} label={MSG_MEMBERS.lastName}>
            {(control) => <Input {...control} readOnly={!editing} autoComplete="family-name" required />}
          </FormField>
          <FormField form={form} name="age" id={id('age')} label={MSG_MEMBERS.age}>
            {(control) => <Input {...control} readOnly={!editing} type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} required />}
          </FormField>
          <Field label={MSG_MEMBERS.gender} htmlFor={id('gender')}>
            <Input id={id('gender')} value={isFemale ? 'Female' : 'Male'} readOnly disabled />
          </Field>
          <FormField form={form} name="university" id={id('university')} label={MSG_MEMBERS.university}>
            {(control) => <Input {...control} readOnly={!editing} required />}
          </FormField>
          <FormField form={form} name="status" id={id('status')} label={MSG_MEMBERS.status}>
            {(control) => <Select {...control} disabled={!editing} options={STATUS_OPTIONS} />}
          </FormField>
          <FormField form={form} name="description" id={id('description')} label={MSG_MEMBERS.aboutYou} className="sm:col-span-2">
            {(control) => <Textarea {...control} readOnly={!editing} required />}
          </FormField>
          <FormField form={form} name="lookingFor" id={id('lookingFor')} label={MSG_MEMBERS.whatYouAreLookingFor} className="sm:col-span-2">
            {(control) => <Textarea {...control} readOnly={!editing} required />}
          </FormField>
          {isFemale && (
            <>
              <FormField form={form} name="guardianEmail" id={id('guardianEmail')} label={MSG_MEMBERS.guardianEmail}>
                {(control) => <Input {...control} readOnly={!editing} type="email" required />}
              </FormField>
              <FormField form={form} name="guardianPhone" id={id('guardianPhone')} label={MSG_MEMBERS.guardianPhone}>
                {(control) => <Input {...control} readOnly={!editing} type="tel" required />}
              </FormField>
            </>
          )}
          <DiscoveryFields form={form} editing={editing} id={id} />
          <FormAlert id={form.alertId} message={form.alert} className="sm:col-span-2" />
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
            {editing ? (
              <>
                {/* Keys keep Edit and Save different elements: the click on Edit must not submit. */}
                <Button key="save" type="submit" loading={save.isPending}>
                  {MSG_MEMBERS.save}
                </Button>
                <Button
                  variant="secondary"
                  disabled={save.isPending}
                  onClick={() => {
                    setEditing(false);
                    form.reset();
                  }}
                >
                  {MSG_MEMBERS.cancel}
                </Button>
              </>
            ) : (
              <Button key="edit" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" /> {MSG_MEMBERS.edit}
              </Button>
            )}
          </div>
        </form>
      </Card>
    </>
  );
}

export const showProfileForm = () => <ProfileForm />;
