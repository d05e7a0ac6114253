import type { Metadata } from 'next';
import Link from 'next/link';
import { PageSection, PublicPage } from '@/components/public/public-page';
import { APP_NAME, MIN_AGE, PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';

export const metadata: Metadata = { title: MSG_PUBLIC_PAGES.terms };

const SECTIONS = [
  { id: 'who', title: 'Who can join' },
  { id: 'account', title: 'Your account' },
  { id: 'guardians', title: 'Guardians' },
  { id: 'conduct', title: 'How we expect members to behave' },
  { id: 'photos', title: 'Photos' },
  { id: 'membership', title: 'Membership and payment' },
  { id: 'moderation', title: 'Moderation and sanctions' },
  { id: 'limits', title: 'What we can and cannot promise' },
  { id: 'changes', title: 'Ending your membership and changes' },
];

export default function TermsPage() {
  return (
    <PublicPage
      eyebrow={MSG_PUBLIC_PAGES.terms}
      title="The terms of using Nikah Scholars"
      intro={<p>The rules every member agrees to when they register, written plainly. They exist to keep the search for a spouse halal, honest and safe.</p>}
      sections={SECTIONS}
    >
      <PageSection {...SECTIONS[0]}>
        <p>
          {APP_NAME} is for Muslim university students and graduates who are looking for marriage. To join you must be at least {MIN_AGE}, be
          studying at or have graduated from a university, and be seeking a spouse, not friendship, dating or business contacts.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[1]}>
        <ul>
          <li>Use your real name, your real age and your real university and status (student or graduate).</li>
          <li>One account per person. Do not create an account for someone else or share yours.</li>
          <li>Keep your password to yourself. If you think someone else knows it, change it on your Profile page and use “Log out of all devices”.</li>
          <li>You are responsible for what you write in your profile and your messages.</li>
        </ul>
      </PageSection>

      <PageSection {...SECTIONS[2]}>
        <p>
          Women give the email address and phone number of their guardian (wali) when they register. Only give the details of a guardian who
          agrees to be contacted. We email the guardian when she registers and whenever she receives a match request (a new conversation or a
          photo request), with the other member’s first name, age, university and status. Guardians never receive message text or photos. The{' '}
          <Link href="/privacy#guardians">privacy notice</Link> explains exactly what they see.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[3]}>
        <p>Treat every member as you would want your own family to be treated. In particular, do not:</p>
        <ul>
          <li>send explicit, sexual or abusive messages or photos;</li>
          <li>harass, threaten or pressure anyone, or keep writing to someone who has stopped replying or blocked you;</li>
          <li>ask for or offer money, gifts, bank or card details, or promote any business or scheme;</li>
          <li>pretend to be someone else, or give false details about your age, marital status, faith or studies;</li>
          <li>share another member’s photos, messages or details outside {APP_NAME}.</li>
        </ul>
        <p>
          Messages pass through a filter that stars out profanity, and messages that carry phone numbers, links or requests for money early in a
          conversation are shown with a safety notice and checked by our moderators.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[4]}>
        <p>
          Upload only modest photos of yourself. Your photos stay private: another member sees them only after asking and only once you accept.
          You can withdraw access or delete a photo at any time from your Photos page.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[5]}>
        <ul>
          <li>
            Membership costs {PRICE_LABEL} a month, paid through PayPal, after a {TRIAL_DAYS}-day free trial. Messages and requests are not
            charged or rationed; only daily limits meant to stop spam apply, such as how many new conversations one member can start in a day.
          </li>
          <li>
            There is no commitment. You can cancel from your Profile page at any time: PayPal stops billing at once and you keep access until the
            end of your trial or of the month you have paid for.
          </li>
          <li>We never see your card or bank details; PayPal handles the payment.</li>
          <li>A suspension or ban for breaking these terms does not entitle you to a refund of the current month.</li>
        </ul>
      </PageSection>

      <PageSection {...SECTIONS[6]}>
        <p>
          Our moderators review reports, flagged messages and new photos and profile texts. Depending on what happened they may dismiss a report,
          warn a member, suspend them for a number of days, ban them permanently, or remove a photo or message. Every decision comes with a reason,
          emailed to the member, and suspensions and bans can be appealed. The <Link href="/safety#sanctions">safety guide</Link> describes each
          step.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[7]}>
        <p>
          We check what we reasonably can and act on every report, but we do not verify identities, degrees or marital status, and we cannot
          guarantee that every member is who they say they are. Take the precautions in our <Link href="/safety">safety guide</Link>, involve
          your family early, and never send money to someone you met here.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[8]}>
        <p>
          You can stop using {APP_NAME} at any time and ask us to erase your account (see the <Link href="/privacy#your-rights">privacy notice</Link>).
          If we change these terms in a way that matters, we will email members before the change takes effect. These terms are governed by the
          law of England and Wales.
        </p>
      </PageSection>
    </PublicPage>
  );
}
