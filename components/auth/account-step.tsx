import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NewPasswordHint } from './new-password-hint';
import type { SignupForm } from './signup-values';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

export function AccountStep({ form }: { form: SignupForm }) {
  const [password, email, firstName, lastName] = form.form.watch(['password', 'email', 'firstName', 'lastName']);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField form={form} name="firstName" label={MSG_AUTH.firstName}>
        {(control) => <Input {...control} autoComplete="given-name" required />}
      </FormField>
      <FormField form={form} name="lastName" label={MSG_AUTH.lastName}>
        {(control) => <Input {...control} autoComplete="family-name" required />}
      </FormField>
      <FormField form={form} name="email" label={MSG_AUTH.email} className="sm:col-span-2">
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" required />}
      </FormField>
      <FormField form={form} name="password" label={MSG_AUTH.password} hint={<NewPasswordHint password={password ?? ''} userInputs={[email ?? '', firstName ?? '', lastName ?? '']} />}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField form={form} name="confirmPassword" label={MSG_AUTH.confirmPassword}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
    </div>
  );
}
