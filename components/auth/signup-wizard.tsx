'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormAlert } from '@/components/ui/form-alert';
import { apiPost } from '@/lib/client/api';
import { ApiError, errorMessage } from '@/lib/client/api-error';
import { useAuthStore, type AuthResponse } from '@/lib/client/auth-store';
import { accountStepSchema, personalStepSchema, registerSchema, termsStepSchema } from '@/lib/schemas/auth';
import { validate } from '@/lib/schemas/validate';
import { MSG } from '@/lib/shared/messages';
import { AccountStep } from './account-step';
import { focusField } from './focus-field';
import { PersonalStep } from './personal-step';
import { EMPTY_SIGNUP, SIGNUP_STEP_TITLES, stepOfField, toRegisterPayload, type SignupStep, type SignupValues, type UpdateSignup } from './signup-values';
import { TermsStep } from './terms-step';
import { WizardProgress } from './wizard-progress';

type FormError = { message: string; field?: string };
const ERROR_ID = 'signup-error';

function validateStep(step: SignupStep, v: SignupValues) {
  if (step === 1) return validate(accountStepSchema, v);
  if (step === 2) return validate(personalStepSchema, v);
  return validate(termsStepSchema, v);
}

export function SignupWizard() {
  const router = useRouter();
  const setSession = useAuthStore((s) => s.setSession);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<SignupStep>(1);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // After a step change, focus goes to the field in error, else to the new step's heading.
  const focusAfterStepChange = useRef<string | null>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (field) focusField(formRef.current, field);
    else headingRef.current?.focus();
  }, [step]);

  const update: UpdateSignup = (key, value) => setValues((current) => ({ ...current, [key]: value }));

  function fail(next: FormError, onStep: SignupStep = step) {
    setError(next);
    toast.error(next.message);
    if (onStep === step) {
      focusField(formRef.current, next.field);
    } else {
      focusAfterStepChange.current = next.field ?? null;
      setStep(onStep);
    }
  }

  function goTo(next: SignupStep) {
    setError(null);
    setStep(next);
  }

  async function register() {
    const payload = toRegisterPayload(values);
    // The server's own schema, so rules across steps (e.g. a guardian email that is the
    // member's own) are caught here and lead back to the step that shows the field.
    const checked = validate(registerSchema, payload);
    if (!checked.ok) return fail({ message: checked.message, field: checked.field }, stepOfField(checked.field));
    setSubmitting(true);
    try {
      const response = await apiPost<AuthResponse>('/auth/register', payload);
      setSession(response);
      toast.success(MSG.registrationSuccess);
      router.push('/subscribe');
    } catch (caught) {
      setSubmitting(false);
      const message = errorMessage(caught, MSG.registrationFailed);
      const emailTaken = caught instanceof ApiError && caught.status === 409;
      fail(emailTaken ? { message, field: 'email' } : { message }, emailTaken ? 1 : step);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = validateStep(step, values);
    if (!result.ok) return fail({ message: result.message, field: result.field });
    if (step === 3) void register();
    else goTo((step + 1) as SignupStep);
  }

  const stepProps = { values, update, invalidField: error?.field, errorId: ERROR_ID };

  return (
    <div className="space-y-6">
      <WizardProgress step={step} />
      {/* method="post": a submit before hydration must never put the password in the URL. */}
      <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-6">
        <h2 ref={headingRef} tabIndex={-1} className="font-serif text-xl text-brand-900 outline-none">
          {SIGNUP_STEP_TITLES[step - 1]}
        </h2>
        {step === 1 && <AccountStep {...stepProps} />}
        {step === 2 && <PersonalStep {...stepProps} />}
        {step === 3 && <TermsStep {...stepProps} />}
        <FormAlert id={ERROR_ID} message={error?.message ?? null} />
        {step === 3 && !values.agreeTerms && (
          <p id="signup-register-hint" className="text-sm text-stone-500">
            Tick the box above to enable Register.
          </p>
        )}
        <div className={cn('flex flex-col-reverse gap-3 sm:flex-row', step > 1 ? 'sm:justify-between' : 'sm:justify-end')}>
          {step > 1 && (
            <Button variant="secondary" size="lg" onClick={() => goTo((step - 1) as SignupStep)} disabled={submitting}>
              Back
            </Button>
          )}
          {step < 3 ? (
            <Button type="submit" size="lg">
              Next
            </Button>
          ) : (
            <Button type="submit" size="lg" loading={submitting} disabled={!values.agreeTerms} aria-describedby={values.agreeTerms ? undefined : 'signup-register-hint'}>
              {submitting ? 'Registering...' : 'Register'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
