import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { controlProps, type SignupStepProps } from './signup-step-props';

const TERMS = [
  'Use the service only to look for marriage, and treat every member with respect, honesty and good manners.',
  'No explicit, offensive or abusive content. Messages are moderated and filtered, and accounts that break the rules are removed.',
  'Your photos stay private. A member sees them only after you accept their request.',
  'Women give a guardian’s email and phone. The guardian is told about the registration and about every match request she receives.',
  `Membership costs ${PRICE_LABEL} a month after a ${TRIAL_DAYS}-day free trial. No commitment: cancel anytime.`,
];

export function TermsStep(props: SignupStepProps) {
  const { values, update, invalidField, errorId } = props;
  return (
    <div className="space-y-5">
      <Field label="How did you hear about us?" htmlFor="signup-hear" optional>
        <Input {...controlProps(props, 'hear')} value={values.hear} onChange={(e) => update('hear', e.target.value)} />
      </Field>
      <section
        aria-labelledby="signup-terms-title"
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-5"
      >
        <h3 id="signup-terms-title" className="font-semibold text-brand-900">
          Terms and conditions, in short
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-stone-700 marker:text-brand-600">
          {TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
      <Checkbox
        id="signup-agreeTerms"
        name="agreeTerms"
        checked={values.agreeTerms}
        onChange={(e) => update('agreeTerms', e.target.checked)}
        aria-invalid={invalidField === 'agreeTerms' || undefined}
        aria-describedby={invalidField === 'agreeTerms' ? errorId : undefined}
        label="I have read and agree to the terms and conditions."
      />
    </div>
  );
}
