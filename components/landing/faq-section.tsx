import { APP_NAME, PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import { FadeIn } from './fade-in';
import { SectionHeading } from './section-heading';
import { MSG_LANDING } from '@/lib/shared/messages/landing';

const FAQ_ITEMS: FaqItem[] = [
  {
    question: `Who can join ${APP_NAME}?`,
    answer:
      'Muslim university students and graduates who are seeking marriage. When you sign up you tell us whether you are a student or a graduate, and sisters add their guardian’s (wali’s) email address and phone number.',
  },
  {
    question: 'How do you keep things halal and private?',
    answer:
      'Photos are shared only with mutual consent: they stay private until you approve another member’s request. All content is strictly moderated, and a sister’s guardian is emailed when she registers and whenever she receives a match request.',
  },
  {
    question: 'How much does it cost?',
    answer: `Premium membership is ${PRICE_LABEL} per month and starts with a ${TRIAL_DAYS}-day free trial. There is no commitment and you can cancel anytime. Every member gets unlimited requests and messages.`,
  },
];

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-5 sm:px-6 lg:px-8">
        <FadeIn>
          <SectionHeading id="faq-title" eyebrow={MSG_LANDING.faqEyebrow} title={MSG_LANDING.faqTitle} />
        </FadeIn>
        <FadeIn delayMs={100} className="mt-12">
          <FaqAccordion items={FAQ_ITEMS} />
        </FadeIn>
      </div>
    </section>
  );
}
