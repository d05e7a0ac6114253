import { FormRadioGroup } from '@/components/ui/form-choice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { Gender, Status } from '@/lib/schemas/fields';
import { MAX_AGE, MIN_AGE } from '@/lib/shared/constants';
import type { SignupForm } from './signup-values';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const STATUS_OPTIONS: ReadonlyArray<{ value: Status; label: string }> = [
  { value: 'student', label: 'Student' },
  { value: 'graduate', label: 'Graduate' },
];

export function PersonalStep({ form }: { form: SignupForm }) {
  const female = form.form.watch('gender') === 'female';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField form={form} name="age" label={MSG_AUTH.age}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} step={1} required />}
      </FormField>
      <FormField form={form} name="status" label={MSG_AUTH.status}>
        {(control) => <Select {...control} required placeholder={MSG_AUTH.choose} options={STATUS_OPTIONS} />}
      </FormField>
      <FormRadioGroup form={form} name="gender" legend={MSG_AUTH.gender} options={GENDER_OPTIONS} className="sm:col-span-2" />
      <FormField form={form} name="university" label={MSG_AUTH.university} className="sm:col-span-2">
        {(control) => <Input {...control} autoComplete="organization" required />}
      </FormField>
      <FormField form={form} name="description" label={MSG_AUTH.aboutYou} className="sm:col-span-2">
        {(control) => <Textarea {...control} required placeholder={MSG_AUTH.aboutYouPlaceholder} />}
      </FormField>
      <FormField form={form} name="lookingFor" label={MSG_AUTH.whatYouAreLookingFor} className="sm:col-span-2">
        {(control) => <Textarea {...control} required placeholder={MSG_AUTH.lookingForPlaceholder} />}
      </FormField>
      {female && (
        <fieldset className="rounded-2xl bg-brand-50 p-4 sm:col-span-2 sm:p-5" aria-describedby="signup-guardian-note">
          <legend className="float-left w-full font-semibold text-brand-900">{MSG_AUTH.yourGuardianWali}</legend>
          <p id="signup-guardian-note" className="clear-left pt-1 text-sm text-brand-950/80">
            {MSG_AUTH.guardianStepIntro}
          </p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <FormField form={form} name="guardianEmail" label={MSG_AUTH.guardianEmail}>
              {(control) => <Input {...control} type="email" inputMode="email" required />}
            </FormField>
            <FormField form={form} name="guardianPhone" label={MSG_AUTH.guardianPhone}>
              {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="off" required />}
            </FormField>
          </div>
        </fieldset>
      )}
    </div>
  );
}
