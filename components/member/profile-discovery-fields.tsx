'use client';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField, type FormControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ZodForm } from '@/lib/client/use-zod-form';
import type { ProfileData, ProfileInput } from '@/lib/schemas/profile';
import { MARITAL_STATUSES, PRAYER_LEVELS, SEEKING_AGE_MAX, SEEKING_AGE_MIN, SEEKING_STATUSES } from '@/lib/shared/match-filters';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
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
        <h3 className="font-serif text-lg text-brand-900">{MSG_DISCOVERY_UI.moreAboutYou}</h3>
        <p className="mt-1 text-sm text-stone-600">{MSG_DISCOVERY_UI.moreAboutYouHint}</p>
      </div>
      <FormField form={form} name="city" id={id('city')} label={MSG_DISCOVERY_UI.fieldCity} optional>
        {(control) => <Input {...control} dir="auto" readOnly={!editing} autoComplete="address-level2" />}
      </FormField>
      <FormField form={form} name="country" id={id('country')} label={MSG_DISCOVERY_UI.fieldCountry} optional>
        {(control) => <Select {...control} disabled={!editing} options={COUNTRY_OPTIONS} placeholder={MSG_DISCOVERY_UI.fieldCountryNone} />}
      </FormField>
      <FormField form={form} name="maritalStatus" id={id('maritalStatus')} label={MSG_DISCOVERY_UI.fieldMaritalStatus} optional hint={MSG_DISCOVERY_UI.fieldMaritalStatusHint}>
        {(control) => <Select {...control} disabled={!editing} options={MARITAL_STATUSES.map((v) => ({ value: v, label: MSG_DISCOVERY_UI.maritalStatus[v] }))} placeholder={MSG_DISCOVERY_UI.notSaying} />}
      </FormField>
      <FormField form={form} name="hasChildren" id={id('hasChildren')} label={MSG_DISCOVERY_UI.fieldHasChildren} optional hint={MSG_DISCOVERY_UI.fieldHasChildrenHint} registerOptions={yesNo}>
        {(control) => <Select {...control} disabled={!editing} options={YES_NO(MSG_DISCOVERY_UI.fieldHasChildrenYes, MSG_DISCOVERY_UI.fieldHasChildrenNo)} placeholder={MSG_DISCOVERY_UI.notSaying} />}
      </FormField>
      <FormField form={form} name="prayer" id={id('prayer')} label={MSG_DISCOVERY_UI.fieldPrayer} optional hint={MSG_DISCOVERY_UI.fieldPrayerHint}>
        {(control) => <Select {...control} disabled={!editing} options={PRAYER_LEVELS.map((v) => ({ value: v, label: MSG_DISCOVERY_UI.prayerOption[v] }))} placeholder={MSG_DISCOVERY_UI.notSaying} />}
      </FormField>
      <FormField form={form} name="willingToRelocate" id={id('willingToRelocate')} label={MSG_DISCOVERY_UI.fieldRelocate} optional registerOptions={yesNo}>
        {(control) => <Select {...control} disabled={!editing} options={YES_NO(MSG_DISCOVERY_UI.yes, MSG_DISCOVERY_UI.no)} placeholder={MSG_DISCOVERY_UI.notSaying} />}
      </FormField>
      <FormField form={form} name="languages" id={id('languages')} label={MSG_DISCOVERY_UI.fieldLanguages} optional hint={MSG_DISCOVERY_UI.fieldLanguagesHint} className="sm:col-span-2">
        {(control) => <LanguagesInput form={form} control={control} editing={editing} />}
      </FormField>

      <div className="border-t border-stone-200 pt-5 sm:col-span-2">
        <h3 className="font-serif text-lg text-brand-900">{MSG_DISCOVERY_UI.seekingTitle}</h3>
        <p className="mt-1 text-sm text-stone-600">{MSG_DISCOVERY_UI.seekingHint}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormField form={form} name="seekingAgeMin" id={id('seekingAgeMin')} label={MSG_DISCOVERY_UI.fieldSeekingAgeMin} optional>
          {(control) => <Input {...control} readOnly={!editing} type="number" inputMode="numeric" min={SEEKING_AGE_MIN} max={SEEKING_AGE_MAX} />}
        </FormField>
        <FormField form={form} name="seekingAgeMax" id={id('seekingAgeMax')} label={MSG_DISCOVERY_UI.fieldSeekingAgeMax} optional>
          {(control) => <Input {...control} readOnly={!editing} type="number" inputMode="numeric" min={SEEKING_AGE_MIN} max={SEEKING_AGE_MAX} />}
        </FormField>
      </div>
      <FormField form={form} name="seekingStatus" id={id('seekingStatus')} label={MSG_DISCOVERY_UI.fieldSeekingStatus} optional>
        {(control) => <Select {...control} disabled={!editing} options={SEEKING_STATUSES.map((v) => ({ value: v, label: MSG_DISCOVERY_UI.seekingStatus[v] }))} placeholder={MSG_DISCOVERY_UI.notSaying} />}
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
