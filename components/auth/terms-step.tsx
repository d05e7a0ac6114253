import { GuardianConsent } from '@/components/guardian/guardian-consent';
import { FormCheckbox } from '@/components/ui/form-choice';
import { PUBLIC_PAGE_LINKS } from '@/components/public/public-links';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';
import type { SignupForm } from './signup-values';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

const TERMS = [
  'Use the service only to look for marriage, and treat every member with respect, honesty and good manners.',
  'No explicit, offensive or abusive content. Messages are moderated and filtered, and accounts that break the rules are removed.',
  'Your photos stay private. A member sees them only after you accept their request.',
  'Women give a guardian’s email and phone. The guardian is told about the registration and about every match request she receives.',
  `Membership costs ${PRICE_LABEL} a month after a ${TRIAL_DAYS}-day free trial. No commitment: cancel anytime.`,
];

export function TermsStep({ form }: { form: SignupForm }) {
  return (
    <div className="space-y-5">
      <FormField form={form} name="hear" label={MSG_AUTH.heardFrom} optional>
        {(control) => <Input {...control} />}
      </FormField>
      <section
        aria-labelledby="signup-terms-title"
        tabIndex={0}
        className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-h-64 sm:overflow-y-auto sm:p-5"
      >
        <h3 id="signup-terms-title" className="font-semibold text-brand-900">
          {MSG_AUTH.termsInShort}
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-stone-700 marker:text-brand-600">
          {TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
      <GuardianConsent form={form} />
      <div className="text-sm text-stone-700">
        <p>{MSG_PUBLIC_PAGES.termsStepLinks}</p>
        {/* A new tab, so the answers already typed into the wizard are not lost. */}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {PUBLIC_PAGE_LINKS.slice(0, 3).map(({ href, label }) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-800 underline underline-offset-4">
                {label}
                <span className="sr-only"> {MSG_AUTH.opensInANewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <FormCheckbox form={form} name="agreeTerms" label={MSG_AUTH.agreeTerms} />
    </div>
  );
}
