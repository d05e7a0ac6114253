'use client';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField, type FormControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ZodForm } from '@/lib/client/use-zod-form';
import type { ProfileData, ProfileInput } from '@/lib/schemas/profile';
import { MARITAL_STATUSES, PRAYER_LEVELS, SEEKING_AGE_MAX, SEEKING_AGE_MIN, SEEKING_STATUSES } from '@/lib/schemas/discovery';
import { MSG_DISCOVERY_UI as T } from '@/lib/shared/messages';
import { COUNTRY_OPTIONS } from './matches/country-options';
import { languagesFromText, yesNoFromText } from './profile-form-values';

type Form = ZodForm<ProfileInput, ProfileData>;

const YES_NO = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const yesNo = { setValueAs: yesNoFromText };

/**
 * The profile's optional fields (issue 21): where she lives, her situation and practice, and who
 * she is looking for. One line says they are shown to members; each sensitive one says why it is
 * asked, and every one can stay unanswered.
 */
export function DiscoveryFields({ form, editing, id }: { form: Form; editing: boolean; id(key: string): string }) {
  return (
    <>
      <div className="border-t border-stone-200 pt-5 sm:col-span-2">
        <h3 className="font-serif text-lg text-brand-900">{T.moreAboutYou}</h3>
        <p className="mt-1 text-sm text-stone-600">{T.moreAboutYouHint}</p>
      </div>
      <FormField form={form} name="city" id={id('city')} label={T.fieldCity} optional>
        {(control) => <Input {...control} dir="auto" readOnly={!editing} autoComplete="address-level2" />}
      </FormField>
      <FormField form={form} name="country" id={id('country')} label={T.fieldCountry} optional>
        {(control) => <Select {...control} disabled={!editing} options={COUNTRY_OPTIONS} placeholder={T.fieldCountryNone} />}
      </FormField>
      <FormField form={form} name="maritalStatus" id={id('maritalStatus')} label={T.fieldMaritalStatus} optional hint={T.fieldMaritalStatusHint}>
        {(control) => <Select {...control} disabled={!editing} options={MARITAL_STATUSES.map((v) => ({ value: v, label: T.maritalStatus[v] }))} placeholder={T.notSaying} />}
      </FormField>
      <FormField form={form} name="hasChildren" id={id('hasChildren')} label={T.fieldHasChildren} optional hint={T.fieldHasChildrenHint} registerOptions={yesNo}>
        {(control) => <Select {...control} disabled={!editing} options={YES_NO(T.fieldHasChildrenYes, T.fieldHasChildrenNo)} placeholder={T.notSaying} />}
      </FormField>
      <FormField form={form} name="prayer" id={id('prayer')} label={T.fieldPrayer} optional hint={T.fieldPrayerHint}>
        {(control) => <Select {...control} disabled={!editing} options={PRAYER_LEVELS.map((v) => ({ value: v, label: T.prayerOption[v] }))} placeholder={T.notSaying} />}
      </FormField>
      <FormField form={form} name="willingToRelocate" id={id('willingToRelocate')} label={T.fieldRelocate} optional registerOptions={yesNo}>
        {(control) => <Select {...control} disabled={!editing} options={YES_NO(T.yes, T.no)} placeholder={T.notSaying} />}
      </FormField>
      <FormField form={form} name="languages" id={id('languages')} label={T.fieldLanguages} optional hint={T.fieldLanguagesHint} className="sm:col-span-2">
        {(control) => <LanguagesInput form={form} control={control} editing={editing} />}
      </FormField>

      <div className="border-t border-stone-200 pt-5 sm:col-span-2">
        <h3 className="font-serif text-lg text-brand-900">{T.seekingTitle}</h3>
        <p className="mt-1 text-sm text-stone-600">{T.seekingHint}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormField form={form} name="seekingAgeMin" id={id('seekingAgeMin')} label={T.fieldSeekingAgeMin} optional>
          {(control) => <Input {...control} readOnly={!editing} type="number" inputMode="numeric" min={SEEKING_AGE_MIN} max={SEEKING_AGE_MAX} />}
        </FormField>
        <FormField form={form} name="seekingAgeMax" id={id('seekingAgeMax')} label={T.fieldSeekingAgeMax} optional>
          {(control) => <Input {...control} readOnly={!editing} type="number" inputMode="numeric" min={SEEKING_AGE_MIN} max={SEEKING_AGE_MAX} />}
        </FormField>
      </div>
      <FormField form={form} name="seekingStatus" id={id('seekingStatus')} label={T.fieldSeekingStatus} optional>
        {(control) => <Select {...control} disabled={!editing} options={SEEKING_STATUSES.map((v) => ({ value: v, label: T.seekingStatus[v] }))} placeholder={T.notSaying} />}
      </FormField>
    </>
  );
}

/**
 * Languages are a list saved and a line typed: she types freely ("English, Urdu") and the form
 * holds the list; the line is rebuilt only when the list changes from outside (Cancel, a save).
 * The registration's ref is left off on purpose: react-hook-form would write the list into the box.
 */
function LanguagesInput({ form, control, editing }: { form: Form; control: FormControlProps; editing: boolean }) {
  const list = (useWatch({ control: form.form.control, name: 'languages' }) as string[] | undefined) ?? [];
  const joined = list.join(', ');
  const [text, setText] = useState(joined);
  const [seen, setSeen] = useState(joined);
  if (seen !== joined) {
    setSeen(joined);
    if (languagesFromText(text).join(', ') !== joined) setText(joined);
  }
  return (
    <Input
      id={control.id}
      name={control.name}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      dir="auto"
      readOnly={!editing}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        form.form.setValue('languages', languagesFromText(e.target.value), { shouldDirty: true });
      }}
    />
  );
}
