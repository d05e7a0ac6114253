import { BellRing, EyeOff, MailCheck, MessagesSquare, ShieldCheck, UserCheck } from 'lucide-react';
import { FadeIn } from './fade-in';
import { SectionHeading } from './section-heading';
import { MSG_LANDING } from '@/lib/shared/messages/landing';

const SAFEGUARDS = [
  {
    icon: MessagesSquare,
    title: 'Unlimited requests and messages',
    text: 'Every member can send as many requests and messages as they need. Conversations that could lead to marriage are never rationed.',
  },
  {
    icon: EyeOff,
    title: 'Photos shared only with mutual consent',
    text: 'Your photos are private by default. Another member sees them only after asking, and only once you approve.',
  },
  {
    icon: ShieldCheck,
    title: 'Strict content moderation',
    text: 'Content is moderated so the community stays respectful, modest and safe for everyone in it.',
  },
];

const GUARDIAN_STEPS = [
  { icon: UserCheck, title: 'At sign-up', text: 'A sister gives her guardian’s email address and phone number.' },
  { icon: MailCheck, title: 'When she registers', text: 'Her guardian is emailed so they know she has joined.' },
  { icon: BellRing, title: 'With every match request', text: 'Her guardian is told by email whenever she receives a match request.' },
];

export function Safeguards() {
  return (
    <section aria-labelledby="safeguards-title" className="relative isolate overflow-hidden bg-brand-950 py-20 text-white sm:py-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-800),transparent_60%)]"
      />
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <FadeIn>
          <SectionHeading id="safeguards-title" eyebrow={MSG_LANDING.safeguardsEyebrow} title={MSG_LANDING.safeguardsTitle} tone="dark">
            <p>{MSG_LANDING.safeguardsIntro}</p>
          </SectionHeading>
        </FadeIn>
        <div className="mt-14 grid gap-6 lg:grid-cols-5">
          <ul className="grid gap-4 lg:col-span-3">
            {SAFEGUARDS.map(({ icon: Icon, title, text }, index) => (
              <li key={title}>
                <FadeIn delayMs={index * 100} className="flex h-full gap-4 rounded-2xl border border-white/10 bg-white/5 p-6">
                  <Icon className="mt-0.5 size-6 shrink-0 text-gold-300" aria-hidden="true" />
                  <div>
                    <h3 className="font-serif text-xl font-semibold">{title}</h3>
                    <p className="mt-1.5 leading-relaxed text-white/75">{text}</p>
                  </div>
                </FadeIn>
              </li>
            ))}
          </ul>
          <FadeIn delayMs={200} className="lg:col-span-2">
            <article aria-labelledby="guardian-title" className="h-full rounded-2xl border border-gold-300/30 bg-linear-to-b from-brand-800/60 to-brand-900/40 p-6 sm:p-8">
              <h3 id="guardian-title" className="font-serif text-2xl font-semibold">
                {MSG_LANDING.guardianTitle}
              </h3>
              <p className="mt-2 leading-relaxed text-white/75">
                {MSG_LANDING.guardianText}
              </p>
              <ol className="mt-6 space-y-5">
                {GUARDIAN_STEPS.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-400 text-brand-950">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div>
                      <p className="font-semibold text-gold-300">{title}</p>
                      <p className="mt-0.5 leading-relaxed text-white/80">{text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </article>
          </FadeIn>
        </div>
      </div>
    </section>
  );
}
