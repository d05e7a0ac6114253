import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { Gender, Status } from '@/lib/schemas/fields';
import { MAX_AGE, MIN_AGE } from '@/lib/shared/constants';
import { controlProps, type SignupStepProps } from './signup-step-props';

const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const STATUS_OPTIONS: ReadonlyArray<{ value: Status; label: string }> = [
  { value: 'student', label: 'Student' },
  { value: 'graduate', label: 'Graduate' },
];

export function PersonalStep(props: SignupStepProps) {
  const { values, update, invalidField, errorId } = props;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Age" htmlFor="signup-age">
        <Input
          {...controlProps(props, 'age')}
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          step={1}
          required
          value={values.age}
          onChange={(e) => update('age', e.target.value)}
        />
      </Field>
      <Field label="Status" htmlFor="signup-status">
        <Select
          {...controlProps(props, 'status')}
          required
          placeholder="Choose..."
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(e) => update('status', e.target.value as Status | '')}
        />
      </Field>
      <RadioGroup
        className="sm:col-span-2"
        legend="Gender"
        name="gender"
        options={GENDER_OPTIONS}
        value={values.gender}
        onChange={(gender) => update('gender', gender)}
        invalid={invalidField === 'gender'}
        describedBy={invalidField === 'gender' ? errorId : undefined}
      />
      <Field label="University" htmlFor="signup-university" className="sm:col-span-2">
        <Input {...controlProps(props, 'university')} autoComplete="organization" required value={values.university} onChange={(e) => update('university', e.target.value)} />
      </Field>
      <Field label="About you" htmlFor="signup-description" className="sm:col-span-2">
        <Textarea
          {...controlProps(props, 'description')}
          required
          placeholder="Your studies, your faith, your family, what matters to you."
          value={values.description}
          onChange={(e) => update('description', e.target.value)}
        />
      </Field>
      <Field label="What you are looking for" htmlFor="signup-lookingFor" className="sm:col-span-2">
        <Textarea
          {...controlProps(props, 'lookingFor')}
          required
          placeholder="The qualities and values you hope for in a spouse."
          value={values.lookingFor}
          onChange={(e) => update('lookingFor', e.target.value)}
        />
      </Field>
      {values.gender === 'female' && <GuardianFields {...props} />}
    </div>
  );
}

function GuardianFields(props: SignupStepProps) {
  const { values, update } = props;
  return (
    <fieldset className="rounded-2xl bg-brand-50 p-4 sm:col-span-2 sm:p-5" aria-describedby="signup-guardian-note">
      <legend className="float-left w-full font-semibold text-brand-900">Your guardian (wali)</legend>
      <p id="signup-guardian-note" className="clear-left pt-1 text-sm text-brand-950/80">
        We email your guardian when you register and whenever you receive a match request.
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field label="Guardian email" htmlFor="signup-guardianEmail">
          <Input
            {...controlProps(props, 'guardianEmail')}
            type="email"
            inputMode="email"
            required
            value={values.guardianEmail}
            onChange={(e) => update('guardianEmail', e.target.value)}
          />
        </Field>
        <Field label="Guardian phone" htmlFor="signup-guardianPhone">
          <Input
            {...controlProps(props, 'guardianPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={values.guardianPhone}
            onChange={(e) => update('guardianPhone', e.target.value)}
          />
        </Field>
      </div>
    </fieldset>
  );
}
