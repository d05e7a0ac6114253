'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Path } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useRegister } from '@/lib/client/queries/auth';
import { useZodForm } from '@/lib/client/use-zod-form';
import { registerSchema } from '@/lib/schemas/auth';
import { validate } from '@/lib/schemas/validate';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { AccountStep } from './account-step';
import { PersonalStep } from './personal-step';
import { EMPTY_SIGNUP, SIGNUP_STEP_SCHEMAS, SIGNUP_STEP_TITLES, stepOfField, toRegisterPayload, type SignupStep, type SignupValues } from './signup-values';
import { TermsStep } from './terms-step';
import { useRouteAfterLogin, useSendSignedInOnward } from './use-route-after-login';
import { WizardProgress } from './wizard-progress';

export function SignupWizard() {
  const router = useRouter();
  const setSession = useAuthStore((s) => s.setSession);
  useSendSignedInOnward(useRouteAfterLogin());
  const register = useRegister();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<SignupStep>(1);
  const form = useZodForm(SIGNUP_STEP_SCHEMAS[step], { id: 'signup', defaultValues: EMPTY_SIGNUP });
  // After a step change, focus goes to the field in error, else to the new step's heading.
  const focusAfterStepChange = useRef<Path<SignupValues> | null>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (field) form.form.setFocus(field);
    else headingRef.current?.focus();
  }, [step, form.form]);

  /** The message, on the step that shows the field it is about. */
  function failOn(message: string, field?: Path<SignupValues>) {
    const onStep = field ? stepOfField(field) : step;
    form.fail(message, field);
    if (onStep === step) return;
    focusAfterStepChange.current = field ?? null;
    setStep(onStep);
  }

  function goTo(next: SignupStep) {
    form.clear();
    setStep(next);
  }

  async function registerMember() {
    const payload = toRegisterPayload(form.form.getValues());
    // The server's own schema, so rules across steps (e.g. a guardian email that is the
    // member's own) are caught here and lead back to the step that shows the field.
    const checked = validate(registerSchema, payload);
    if (!checked.ok) return failOn(checked.message, checked.field as Path<SignupValues> | undefined);
    try {
      const response = await register.mutateAsync(payload);
      setSession(response);
      toast.success(MSG_AUTH.registrationSuccess);
      router.push('/subscribe');
    } catch (caught) {
      const message = errorMessage(caught, MSG_AUTH.registrationFailed);
      failOn(message, caught instanceof ApiError && caught.status === 409 ? 'email' : undefined);
    }
  }

  const submitting = register.isPending || register.isSuccess;
  // Built at submit time, not render time: the handler reaches the focus refs.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(() => {
      if (submitting) return;
      if (step === 3) return registerMember();
      goTo((step + 1) as SignupStep);
    })(event);
  const agreed = form.form.watch('agreeTerms');

  return (
    <div className="space-y-6">
      <WizardProgress step={step} />
      {/* method="post": a submit before hydration must never put the password in the URL. */}
      <form method="post" onSubmit={submit} noValidate className="space-y-6">
        <h2 ref={headingRef} tabIndex={-1} className="font-serif text-xl text-brand-900 outline-none">
          {SIGNUP_STEP_TITLES[step - 1]}
        </h2>
        {step === 1 && <AccountStep form={form} />}
        {step === 2 && <PersonalStep form={form} />}
        {step === 3 && <TermsStep form={form} />}
        <FormAlert id={form.alertId} message={form.alert} />
        {step === 3 && !agreed && (
          <p id="signup-register-hint" className="text-sm text-stone-500">
            {MSG_AUTH.tickToRegister}
          </p>
        )}
        <div className={cn('flex flex-col-reverse gap-3 sm:flex-row', step > 1 ? 'sm:justify-between' : 'sm:justify-end')}>
          {step > 1 && (
            <Button variant="secondary" size="lg" onClick={() => goTo((step - 1) as SignupStep)} disabled={submitting}>
              {MSG_AUTH.back}
            </Button>
          )}
          {step < 3 ? (
            <Button type="submit" size="lg">
              {MSG_AUTH.next}
            </Button>
          ) : (
            <Button type="submit" size="lg" loading={submitting} disabled={!agreed} aria-describedby={agreed ? undefined : 'signup-register-hint'}>
              {submitting ? 'Registering...' : 'Register'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
