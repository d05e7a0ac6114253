'use client';
import { useWatch } from 'react-hook-form';
import type { SignupForm } from '@/components/auth/signup-values';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';

/** On the signup terms step, for a woman: plainly what her guardian will be emailed, before she agrees. */
export function GuardianConsent({ form }: { form: SignupForm }) {
  const gender = useWatch({ control: form.form.control, name: 'gender' });
  if (gender !== 'female') return null;
  return (
    <section aria-labelledby="guardian-consent-title" className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5">
      <h3 id="guardian-consent-title" className="font-semibold text-brand-900">
        {MSG_GUARDIAN.consentTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-stone-800 marker:text-brand-600">
        {MSG_GUARDIAN.consentPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <h4 className="mt-3 text-sm font-semibold text-brand-900">{MSG_GUARDIAN.beforeConfirmTitle}</h4>
      <p className="mt-1 text-sm text-stone-800" data-testid="guardian-before-confirm">
        {MSG_GUARDIAN.beforeConfirm}
      </p>
    </section>
  );
}
