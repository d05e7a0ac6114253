import type { Metadata } from 'next';
import Link from 'next/link';
import { PageSection, PublicPage } from '@/components/public/public-page';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';

export const metadata: Metadata = { title: MSG_PUBLIC_PAGES.safety };

const SECTIONS = [
  { id: 'tips', title: 'Staying safe' },
  { id: 'warnings', title: 'Warnings in your chats' },
  { id: 'blocking', title: 'Blocking someone' },
  { id: 'reporting', title: 'Reporting a concern' },
  { id: 'sanctions', title: 'What moderators can do' },
  { id: 'appeals', title: 'Appealing a decision' },
];

const SANCTIONS = [
  { name: 'No action', text: 'The report was looked at and no rule was broken. The reported member is not told about it.' },
  { name: 'Warning', text: 'The member is emailed which rule they broke and why. Their account carries on as normal, but the warning is on record.' },
  {
    name: 'Suspension for a number of days',
    text: 'The member is signed out everywhere at once and cannot log in until the period ends. At login they see the reason and the end date. Access returns by itself when the period is over.',
  },
  { name: 'Ban', text: 'The account is closed permanently and the member cannot log in again. They are told the reason.' },
  {
    name: 'Removing a photo or a message',
    text: 'A photo that breaks the rules is deleted; a message is replaced for both people by “Removed by moderators”. The member is told why.',
  },
];

export default function SafetyPage() {
  return (
    <PublicPage
      eyebrow={MSG_PUBLIC_PAGES.safety}
      title="Safety on Nikah Scholars"
      intro={
        <p>
          Most members are sincere, and a few are not. Here is how to protect yourself, what to do when something feels wrong, and what our
          moderators do about it.
        </p>
      }
      sections={SECTIONS}
    >
      <PageSection {...SECTIONS[0]}>
        <ul>
          <li>
            <strong>Keep conversations on {APP_NAME}</strong> until you trust the person. Someone who rushes you onto WhatsApp, Telegram or Snapchat
            is moving away from where we can help.
          </li>
          <li>
            <strong>Never send money</strong>, gift cards or bank details, whatever the story: a visa fee, a sick relative, a frozen account. This is
            the most common scam on marriage sites.
          </li>
          <li>Keep your home address, workplace and financial details to yourself until families are involved.</li>
          <li>
            <strong>Involve your family early.</strong> Sisters’ guardians are told of every match request; brothers, tell your family too.
          </li>
          <li>
            Before meeting, speak on a video call. Meet in a public place, with your wali or a family member present or aware, and arrange your own
            travel.
          </li>
          <li>Be wary of profiles with few details, stories that change, or someone who avoids questions about their family or studies.</li>
          <li>Share your photos only with people you have come to trust. You can withdraw access at any time from your Photos page.</li>
        </ul>
      </PageSection>

      <PageSection {...SECTIONS[1]}>
        <p>
          When one of the first messages in a conversation holds a phone number, an email address, a link, a request for money or an invitation to
          another app, it is still delivered, but you see a notice under it: “Keep conversations on Nikah Scholars until you trust this person.
          Never send money.” Our moderators review every message flagged this way.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[2]}>
        <p>You can block a member from their profile or from the top of your conversation with them. Blocking works both ways and at once:</p>
        <ul>
          <li>neither of you appears in the other’s Find Matches or can open the other’s profile;</li>
          <li>neither of you can message the other, and the conversation leaves your chat list;</li>
          <li>photo access either way is withdrawn and pending photo requests between you are cancelled.</li>
        </ul>
        <p>We send the other member no notice, though they will find they can no longer reach you. You can unblock someone from the “Blocked members” list on your Profile page.</p>
      </PageSection>

      <PageSection {...SECTIONS[3]}>
        <p>
          Report a member from their profile, a message from its bubble in the chat, or a photo. Choose a reason and, if you like, add details.
          Reporting also blocks the member unless you untick that box.
        </p>
        <p>
          Not a member, or unable to sign in? Use the <Link href="/contact">contact form</Link>: anyone can raise a concern about a member, and it
          reaches the same moderators.
        </p>
        <p>
          Every report is read by a moderator, usually within one working day, and sooner when a child’s safety or a threat is involved. The member
          you report is <strong>never told who reported them</strong>. If someone is in immediate danger, call 999 first.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[4]}>
        <p>A moderator looks at the evidence (the reported message and the ones before it, photos, profile text and earlier reports) and then decides:</p>
        <dl className="mt-5 grid gap-3">
          {SANCTIONS.map(({ name, text }) => (
            <div key={name} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
              <dt className="font-semibold text-brand-900">{name}</dt>
              <dd className="mt-1">{text}</dd>
            </div>
          ))}
        </dl>
        <p>Every decision that touches a member is emailed to them with its reason in plain words, and every decision is recorded with who made it and why.</p>
      </PageSection>

      <PageSection {...SECTIONS[5]}>
        <p>
          If your account is suspended or banned, the login page shows you the reason and a form to appeal. Sign in with your email and password and
          explain why you think the decision was wrong. You can appeal each decision once. A moderator looks at the case again and we email you the
          outcome; if your appeal succeeds, your access comes back at once.
        </p>
      </PageSection>
    </PublicPage>
  );
}
