import { APP_NAME } from '@/lib/shared/constants';
import { FadeIn } from './fade-in';
import { LandingImage } from './landing-image';
import { SectionHeading } from './section-heading';
import { MSG_LANDING } from '@/lib/shared/messages/landing';

const STEPS = [
  {
    title: 'Create your profile',
    text: 'Share your studies, your values and what you are looking for in a spouse. Sisters add their guardian’s email and phone number.',
  },
  {
    title: 'Browse and reach out',
    text: 'Look through members, search by first name and send as many requests as you like.',
  },
  {
    title: 'Talk with purpose',
    text: 'Get to know each other in real-time chat. Photos stay private until their owner approves your request.',
  },
];

export function HelpIntro() {
  return (
    <section id="how-it-helps" aria-labelledby="help-title" className="scroll-mt-20 bg-stone-50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <FadeIn>
          <SectionHeading id="help-title" eyebrow={MSG_LANDING.helpEyebrow} title={MSG_LANDING.helpTitle} align="start">
            <p>
              {MSG_LANDING.helpIntro(APP_NAME)}
            </p>
            <p className="mt-4">
              {MSG_LANDING.studentOrGraduate}
            </p>
          </SectionHeading>
          <ol className="mt-10 space-y-6">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-serif text-lg font-semibold text-gold-300"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-stone-900">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-stone-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </FadeIn>
        <FadeIn delayMs={150} className="mx-auto w-full max-w-md lg:max-w-none">
          <LandingImage
            src="/images/landing/help-arch-window.webp"
            alt={MSG_LANDING.heroImageAlt}
            width={900}
            height={1000}
            className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/10"
          />
        </FadeIn>
      </div>
    </section>
  );
}
