import Link from 'next/link';
import { ArrowRight, Gem } from 'lucide-react';
import { MembershipFeatureList } from '@/components/membership/feature-list';
import { PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { FadeIn } from './fade-in';
import { LandingImage } from './landing-image';
import { SectionHeading } from './section-heading';
import { MSG_LANDING } from '@/lib/shared/messages/landing';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';

export function PremiumMembership() {
  return (
    <section id="membership" aria-labelledby="membership-title" className="scroll-mt-20 bg-stone-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <FadeIn>
          <SectionHeading id="membership-title" eyebrow={MSG_LANDING.membership} title={MSG_LANDING.oneSimpleMembership}>
            <p>{MSG_LANDING.membershipIntro(TRIAL_DAYS)}</p>
          </SectionHeading>
        </FadeIn>
        <FadeIn delayMs={100} className="mx-auto mt-12 max-w-md">
          <article
            aria-labelledby="premium-title"
            className="relative isolate overflow-hidden rounded-3xl bg-brand-950 p-7 text-white shadow-2xl shadow-brand-950/25 ring-1 ring-gold-300/40 sm:p-9"
          >
            <LandingImage src="/images/landing/premium-pattern.webp" alt="" fill className="-z-10 object-cover" />
            <p className="inline-flex rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-brand-950 uppercase">
              {MSG_MEMBERSHIP.trialBadge(TRIAL_DAYS)}
            </p>
            <h3 id="premium-title" className="mt-4 flex items-center gap-2 font-serif text-2xl font-semibold">
              <Gem className="size-5 text-gold-300" aria-hidden="true" />
              {MSG_LANDING.premiumMembership}
            </h3>
            <p className="mt-5 flex items-baseline gap-2">
              <span className="font-serif text-5xl font-semibold tracking-tight">{PRICE_LABEL}</span>
              <span className="text-white/75">{MSG_LANDING.perMonth}</span>
            </p>
            <p className="mt-2 text-sm text-white/80">
              {MSG_LANDING.priceTerms(TRIAL_DAYS, PRICE_LABEL)}
            </p>
            <MembershipFeatureList className="mt-7 border-t border-white/15 pt-7" />
            <Link
              href="/signup"
              className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-full bg-gold-400 px-6 py-3.5 text-base font-semibold text-brand-950 shadow-lg shadow-black/20 transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
            >
              {MSG_LANDING.startYourFreeTrial}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <p className="mt-4 text-center text-xs text-white/70">{MSG_LANDING.secureCheckout}</p>
          </article>
        </FadeIn>
      </div>
    </section>
  );
}
