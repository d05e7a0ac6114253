import Link from 'next/link';
import { ArrowRight, EyeOff, ShieldCheck, UserCheck } from 'lucide-react';
import { APP_NAME, PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { HeroBackgroundRotator } from './hero-background-rotator';
import { MSG_LANDING } from '@/lib/shared/messages/landing';

const TRUST_POINTS = [
  { icon: UserCheck, label: 'Guardian (wali) involvement' },
  { icon: EyeOff, label: 'Photos shared only by consent' },
  { icon: ShieldCheck, label: 'Strictly moderated' },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-svh items-end overflow-hidden bg-brand-950 text-white md:items-center">
      <HeroBackgroundRotator />
      {/* Keeps the copy readable over every background: darkest where the text sits (bottom on phones, left on desktop). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-brand-950 via-brand-950/75 to-brand-950/20 md:bg-linear-to-r md:from-brand-950/95 md:via-brand-950/70 md:to-brand-950/10"
      />
      <div className="mx-auto w-full max-w-6xl px-5 pt-28 pb-14 sm:px-6 sm:pb-20 md:py-36 lg:px-8">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-brand-950/40 px-3.5 py-1.5 text-xs font-medium tracking-wide text-gold-300 backdrop-blur-sm sm:text-sm">
            {MSG_LANDING.heroEyebrow}
          </p>
          <h1 id="hero-title" className="mt-5 font-serif text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl lg:text-6xl">
            {MSG_LANDING.findYourSpouse} <span className="text-gold-300">{MSG_LANDING.theHalalWay}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85 sm:text-xl">
            {MSG_LANDING.heroIntro(APP_NAME)}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link
              href="/signup"
              className="inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-7 py-3.5 text-base font-semibold text-brand-950 shadow-lg shadow-black/25 transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
            >
              {MSG_LANDING.startYourJourney}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <a
              href="#how-it-helps"
              className="inline-flex items-center justify-center rounded-full border border-white/30 px-7 py-3.5 text-base font-medium text-white transition hover:border-white/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
            >
              {MSG_LANDING.seeHowItWorks}
            </a>
          </div>
          <p className="mt-5 text-sm text-white/75">
            <strong className="font-semibold text-white">{MSG_LANDING.heroTrial(TRIAL_DAYS)}</strong> {MSG_LANDING.heroThen(PRICE_LABEL)}
          </p>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 border-t border-white/15 pt-6 text-sm text-white/85">
            {TRUST_POINTS.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-gold-300" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
