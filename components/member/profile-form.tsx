'use client';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { apiGet, apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import { useAuthStore, type SessionUser } from '@/lib/client/auth-store';
import { cacheKeys, readCache, writeCache } from '@/lib/client/cache';
import { profileSchema } from '@/lib/schemas/profile';
import { validate } from '@/lib/schemas/validate';
import { MAX_AGE, MIN_AGE } from '@/lib/shared/constants';
import { MSG_MEMBERS } from '@/lib/shared/messages';

type Values = Record<'firstName' | 'lastName' | 'age' | 'university' | 'status' | 'description' | 'lookingFor' | 'guardianEmail' | 'guardianPhone', string>;

const toValues = (p: SessionUser): Values => ({
  firstName: p.firstName,
  lastName: p.lastName,
  age: String(p.age),
  university: p.university,
  status: p.status,
  description: p.description,
  lookingFor: p.lookingFor,
  guardianEmail: p.guardianEmail,
  guardianPhone: p.guardianPhone,
});

const STATUS_OPTIONS = [
  { value: 'student', label: 'Student' },
  { value: 'graduate', label: 'Graduate' },
];

/** The own profile: view mode first; Edit makes the fields editable, Save or Cancel ends it. */
export function ProfileForm() {
  const formId = useId();
  const errorId = `${formId}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const [profile, setProfile] = useState<SessionUser | null>(() => readCache<SessionUser>(cacheKeys.profile) ?? null);
  const [values, setValues] = useState<Values | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    apiGet<SessionUser>('/users/profile')
      .then((fresh) => {
        setProfile(fresh);
        writeCache(cacheKeys.profile, fresh);
      })
      .catch((failure) => toast.error(errorMessage(failure, MSG_MEMBERS.fetchProfileFailed)));
  }, []);

  if (!profile) {
    return (
      <p className="flex items-center gap-2 text-stone-600" role="status">
        <Spinner /> Loading...
      </p>
    );
  }

  const editing = values !== null;
  const shown = values ?? toValues(profile);
  const isFemale = profile.gender === 'female';
  const update = (key: keyof Values, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));
  const control = (key: keyof Values) => ({
    id: `${formId}-${key}`,
    name: key,
    readOnly: !editing,
    'aria-invalid': error?.field === key ? true : undefined,
    'aria-describedby': error?.field === key ? errorId : undefined,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values || !profile) return;
    const checked = validate(profileSchema, { ...values, gender: profile.gender });
    if (!checked.ok) {
      setError({ message: checked.message, field: checked.field });
      (formRef.current?.elements.namedItem(checked.field ?? '') as HTMLElement | null)?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await apiPost<SessionUser>('/users/profile', checked.data);
      setProfile(saved);
      writeCache(cacheKeys.profile, saved);
      const session = useAuthStore.getState();
      if (session.user) session.setUser({ ...session.user, ...saved });
      setValues(null);
      toast.success(MSG_MEMBERS.profileUpdated);
    } catch (failure) {
      const message = errorMessage(failure, MSG_MEMBERS.updateProfileFailed);
      setError({ message });
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="max-w-3xl">
      <form ref={formRef} noValidate onSubmit={save} aria-describedby={error ? errorId : undefined} className="grid gap-5 sm:grid-cols-2">
        <Field label="Email" htmlFor={`${formId}-email`} className="sm:col-span-2" hint="Your email cannot be changed here.">
          <Input id={`${formId}-email`} type="email" value={profile.email} readOnly disabled />
        </Field>
        <Field label="First name" htmlFor={`${formId}-firstName`}>
          <Input {...control('firstName')} value={shown.firstName} onChange={(e) => update('firstName', e.target.value)} autoComplete="given-name" required />
        </Field>
        <Field label="Last name" htmlFor={`${formId}-lastName`}>
          <Input {...control('lastName')} value={shown.lastName} onChange={(e) => update('lastName', e.target.value)} autoComplete="family-name" required />
        </Field>
        <Field label="Age" htmlFor={`${formId}-age`}>
          <Input {...control('age')} type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} value={shown.age} onChange={(e) => update('age', e.target.value)} required />
        </Field>
        <Field label="Gender" htmlFor={`${formId}-gender`}>
          <Input id={`${formId}-gender`} value={isFemale ? 'Female' : 'Male'} readOnly disabled />
        </Field>
        <Field label="University" htmlFor={`${formId}-university`}>
          <Input {...control('university')} value={shown.university} onChange={(e) => update('university', e.target.value)} required />
        </Field>
        <Field label="Status" htmlFor={`${formId}-status`}>
          <Select {...control('status')} disabled={!editing} options={STATUS_OPTIONS} value={shown.status} onChange={(e) => update('status', e.target.value)} />
        </Field>
        <Field label="About you" htmlFor={`${formId}-description`} className="sm:col-span-2">
          <Textarea {...control('description')} value={shown.description} onChange={(e) => update('description', e.target.value)} required />
        </Field>
        <Field label="What you are looking for" htmlFor={`${formId}-lookingFor`} className="sm:col-span-2">
          <Textarea {...control('lookingFor')} value={shown.lookingFor} onChange={(e) => update('lookingFor', e.target.value)} required />
        </Field>
        {isFemale && (
          <>
            <Field label="Guardian email" htmlFor={`${formId}-guardianEmail`}>
              <Input {...control('guardianEmail')} type="email" value={shown.guardianEmail} onChange={(e) => update('guardianEmail', e.target.value)} required />
            </Field>
            <Field label="Guardian phone" htmlFor={`${formId}-guardianPhone`}>
              <Input {...control('guardianPhone')} type="tel" value={shown.guardianPhone} onChange={(e) => update('guardianPhone', e.target.value)} required />
            </Field>
          </>
        )}
        <FormAlert id={errorId} message={error?.message ?? null} className="sm:col-span-2" />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          {editing ? (
            <>
              {/* Keys keep Edit and Save different elements: the click on Edit must not submit. */}
              <Button key="save" type="submit" loading={saving}>
                Save
              </Button>
              <Button
                variant="secondary"
                disabled={saving}
                onClick={() => {
                  setValues(null);
                  setError(null);
                }}
              >
                Cancel
              </Button>
            </>
          ) : (
            <Button key="edit" onClick={() => setValues(toValues(profile))}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
