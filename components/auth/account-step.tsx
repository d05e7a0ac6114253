import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_MIN_LENGTH } from '@/lib/shared/constants';
import { controlProps, type SignupStepProps } from './signup-step-props';

export function AccountStep(props: SignupStepProps) {
  const { values, update } = props;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="First name" htmlFor="signup-firstName">
        <Input {...controlProps(props, 'firstName')} autoComplete="given-name" required value={values.firstName} onChange={(e) => update('firstName', e.target.value)} />
      </Field>
      <Field label="Last name" htmlFor="signup-lastName">
        <Input {...controlProps(props, 'lastName')} autoComplete="family-name" required value={values.lastName} onChange={(e) => update('lastName', e.target.value)} />
      </Field>
      <Field label="Email" htmlFor="signup-email" className="sm:col-span-2">
        <Input
          {...controlProps(props, 'email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </Field>
      <Field label="Password" htmlFor="signup-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} hintId="signup-password-hint">
        <Input
          {...controlProps(props, 'password', 'signup-password-hint')}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
        />
      </Field>
      <Field label="Confirm password" htmlFor="signup-confirmPassword">
        <Input
          {...controlProps(props, 'confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => update('confirmPassword', e.target.value)}
        />
      </Field>
    </div>
  );
}
