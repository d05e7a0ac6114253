import { Gem } from 'lucide-react';
import { MembershipFeatureList } from '@/components/membership/feature-list';
import { PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';

/** Price, trial and what is included: everything a member agrees to before PayPal opens. */
export function PlanSummary() {
  return (
    <section aria-labelledby="plan-title" className="rounded-3xl bg-brand-950 p-6 text-white shadow-xl shadow-brand-950/20 sm:p-8">
      <p className="inline-flex rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-brand-950 uppercase">
        {MSG_MEMBERSHIP.trialBadge(TRIAL_DAYS)}
      </p>
      <h2 id="plan-title" className="mt-4 flex items-center gap-2 font-serif text-2xl font-semibold">
        <Gem className="size-5 text-gold-300" aria-hidden="true" />
        {MSG_MEMBERSHIP.premiumMembership}
      </h2>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="font-serif text-5xl font-semibold tracking-tight">{PRICE_LABEL}</span>
        <span className="text-white/75">{MSG_MEMBERSHIP.perMonth}</span>
      </p>
      <p className="mt-2 text-sm text-white/85">
        {MSG_MEMBERSHIP.planTerms(TRIAL_DAYS, PRICE_LABEL)}
      </p>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-gold-300 uppercase">{MSG_MEMBERSHIP.whatIsIncluded}</h3>
      <MembershipFeatureList className="mt-3" />
    </section>
  );
}
