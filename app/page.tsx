import { Benefits } from '@/components/landing/benefits';
import { FaqSection } from '@/components/landing/faq-section';
import { HelpIntro } from '@/components/landing/help-intro';
import { Hero } from '@/components/landing/hero';
import { PremiumMembership } from '@/components/landing/premium-membership';
import { Safeguards } from '@/components/landing/safeguards';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';

export default function LandingPage() {
  return (
    <>
      <SiteHeader />
      <main id="main-content">
        <Hero />
        <HelpIntro />
        <Benefits />
        <Safeguards />
        <PremiumMembership />
        <FaqSection />
      </main>
      <SiteFooter />
    </>
  );
}
