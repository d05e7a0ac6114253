import { GraduationCap, HeartHandshake, Infinity as InfinityIcon, ShieldCheck } from 'lucide-react';
import { APP_NAME } from '@/lib/shared/constants';
import { FadeIn } from './fade-in';
import { SectionHeading } from './section-heading';
import { MSG_LANDING } from '@/lib/shared/messages/landing';

const BENEFITS = [
  {
    icon: ShieldCheck,
    title: 'Halal and secure environment',
    text: 'Strict content moderation keeps every conversation respectful, and your photos stay private until you choose to share them.',
  },
  {
    icon: GraduationCap,
    title: 'Educated Muslim community',
    text: 'Meet Muslims who are at university or have graduated, people who share your faith and your ambitions.',
  },
  {
    icon: HeartHandshake,
    title: 'Respectful and modest matching',
    text: 'Sisters join with a guardian (wali), who is kept informed by email, so every match begins with modesty and good intentions.',
  },
  {
    icon: InfinityIcon,
    title: 'Unlimited potential',
    text: 'Unlimited requests and unlimited messages for every member. No quotas and no pay-per-message, just room to find the right person.',
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <FadeIn>
          <SectionHeading id="benefits-title" eyebrow={`Why ${APP_NAME}`} title={MSG_LANDING.benefitsTitle}>
            <p>{MSG_LANDING.benefitsIntro}</p>
          </SectionHeading>
        </FadeIn>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <FadeIn delayMs={index * 100} className="h-full">
                <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-stone-50 p-6 transition hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg hover:shadow-brand-900/5">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-gold-300">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 font-serif text-xl font-semibold text-stone-900">{title}</h3>
                  <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
                </article>
              </FadeIn>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
