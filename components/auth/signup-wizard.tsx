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
import { loadOnce } from '@/lib/client/load-once';
import { lazySchema, useZodForm, type LazySchema } from '@/lib/client/use-zod-form';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { AccountStep } from './account-step';
import { EMPTY_SIGNUP, SIGNUP_STEP_TITLES, stepOfField, toRegisterPayload, type SignupStep, type SignupStepSchema, type SignupValues } from './signup-values';
import { useRouteAfterLogin, useSendSignedInOnward } from './use-route-after-login';
import { WizardProgress } from './wizard-progress';

/** The steps' schemas (and zod with them) arrive after the page, while the first step is filled in. */
const signupSchemas = loadOnce(() => import('./signup-schemas'));
const STEP_SCHEMAS: Record<SignupStep, LazySchema<SignupStepSchema>> = {
  1: lazySchema(() => signupSchemas().then((module) => module.SIGNUP_STEP_SCHEMAS[1])),
  2: lazySchema(() => signupSchemas().then((module) => module.SIGNUP_STEP_SCHEMAS[2])),
  3: lazySchema(() => signupSchemas().then((module) => module.SIGNUP_STEP_SCHEMAS[3])),
};

/** Steps 2 and 3 (the guardian's texts among them) arrive while step 1 is being filled in. */
const loadLaterSteps = loadOnce(() =>
  Promise.all([import('./personal-step'), import('./terms-step')]).then(([personal, terms]) => ({ PersonalStep: personal.PersonalStep, TermsStep: terms.TermsStep })),
);
type LaterSteps = Awaited<ReturnType<typeof loadLaterSteps>>;

export function SignupWizard() {
  const router = useRouter();
  const setSession = useAuthStore((s) => s.setSession);
  useSendSignedInOnward(useRouteAfterLogin());
  const register = useRegister();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<SignupStep>(1);
  const form = useZodForm(STEP_SCHEMAS[step], { id: 'signup', defaultValues: EMPTY_SIGNUP });
  // After a step change, focus goes to the field in error, else to the new step's heading.
  const focusAfterStepChange = useRef<Path<SignupValues> | null>(null);
  const shownStep = useRef(step);
  const [later, setLater] = useState<LaterSteps | null>(null);

  useEffect(() => {
    let live = true;
    loadLaterSteps().then(
      (steps) => live && setLater(steps),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

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
    if (next === 1 || later) return setStep(next);
    // Offline since the page loaded: the next step's code is asked for again, and missed, here.
    loadLaterSteps().then(
      (steps) => {
        setLater(steps);
        setStep(next);
      },
      () => form.fail(MSG_COMMON.partNotLoaded),
    );
  }

  async function registerMember() {
    const payload = toRegisterPayload(form.form.getValues());
    const schemas = await signupSchemas().catch(() => null);
    if (!schemas) return failOn(MSG_COMMON.partNotLoaded);
    // A rule across steps leads back to the step that shows its field.
    const checked = schemas.checkRegistration(payload);
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
        {step === 2 && later && <later.PersonalStep form={form} />}
        {step === 3 && later && <later.TermsStep form={form} />}
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
