import type { Metadata } from 'next';
import Link from 'next/link';
import { PageSection, PublicPage } from '@/components/public/public-page';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';

export const metadata: Metadata = { title: MSG_PUBLIC_PAGES.privacy };

const SECTIONS = [
  { id: 'what', title: 'What we hold' },
  { id: 'why', title: 'Why we hold it' },
  { id: 'who', title: 'Who sees what' },
  { id: 'guardians', title: 'What guardians are told' },
  { id: 'emails', title: 'Emails we send you' },
  { id: 'how-long', title: 'How long we keep it' },
  { id: 'your-rights', title: 'A copy of your data, or erasing it' },
];

export default function PrivacyPage() {
  return (
    <PublicPage
      eyebrow={MSG_PUBLIC_PAGES.privacy}
      title="Your privacy on Nikah Scholars"
      intro={
        <p>
          Looking for a spouse means sharing personal things. This page says what {APP_NAME} keeps about you, why, who can see it, for how
          long, and how to get a copy or have it erased. We do not sell data and we show no advertising.
        </p>
      }
      sections={SECTIONS}
    >
      <PageSection {...SECTIONS[0]}>
        <ul>
          <li>
            <strong>Your profile:</strong> first and last name, email address, age, gender, university, whether you are a student or a graduate,
            what you wrote about yourself and what you are looking for, and how you heard about us.
          </li>
          <li>
            <strong>Your password</strong>, only as a one-way hash: nobody, including us, can read it back.
          </li>
          <li>
            <strong>Guardian details</strong> (women only): your guardian’s email address and phone number.
          </li>
          <li>
            <strong>Photos</strong> you upload. We re-encode every photo and strip its hidden data, such as the place it was taken.
          </li>
          <li>
            <strong>Messages and photo requests</strong>, with when each message was sent, delivered and read.
          </li>
          <li>
            <strong>Membership:</strong> your PayPal subscription number, its state and its dates. We never receive your card or bank details.
          </li>
          <li>
            <strong>Safety records:</strong> members you block, reports you make or that are made about you, moderators’ decisions and appeals.
          </li>
          <li>
            <strong>Technical records:</strong> the devices you are signed in on, when you were last connected, and short-lived counters of
            attempts per internet address that stop abuse such as password guessing.
          </li>
        </ul>
        <p>
          Your browser keeps your sign-in and a copy of recently viewed data in its local storage so pages open quickly; logging out clears it.
          We use no advertising or tracking cookies.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[1]}>
        <ul>
          <li>To show your profile to members who may be a match, and to deliver your messages and photo requests (our agreement with you).</li>
          <li>To involve a woman’s guardian, which is a condition of joining that she accepts at registration.</li>
          <li>To take payment through PayPal and know whether your membership is active.</li>
          <li>
            To keep members safe: moderation, reports, blocking and the limits on how many new people can be contacted in a day. UK law (the
            Online Safety Act) also expects us to act on harmful content and keep records of what we did.
          </li>
        </ul>
      </PageSection>

      <PageSection {...SECTIONS[2]}>
        <ul>
          <li>
            <strong>Other members</strong> who can find you see your name, age, university, status and what you wrote in your profile. They
            never see your email address, your password or your guardian’s details.
          </li>
          <li>
            <strong>Your photos</strong> are seen only by members whose request you accepted, through links that expire after a few minutes. You
            can withdraw access at any time.
          </li>
          <li>
            <strong>The person you write to</strong> sees your messages. Nobody else does, except our moderators.
          </li>
          <li>
            <strong>Our admins and moderators</strong> can see everything above, including conversations, to handle reports, check flagged
            messages and help you when you ask. Their actions are recorded in an audit log.
          </li>
          <li>
            <strong>A member you report</strong> is never told who reported them.
          </li>
          <li>
            <strong>PayPal</strong> handles your payment under its own privacy notice, and an email delivery service carries the emails we send.
          </li>
        </ul>
      </PageSection>

      <PageSection {...SECTIONS[3]}>
        <p>When a woman registers, we email her guardian once to say that she has joined {APP_NAME} and what they will be told.</p>
        <p>
          After that, whenever she receives a match request (another member starts a conversation with her or asks to see her photos), we email her
          guardian the other member’s first name, age, university and status.
        </p>
        <p>
          Guardians are <strong>never</strong> sent her messages, the other member’s messages or any photos, and they cannot sign in to her account.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[4]}>
        <p>
          Besides account emails (such as a link to set your password), we email you when messages have been waiting for you while you were away:
          who wrote and how many, never what they wrote, and at most once every 6 hours. You can turn this off on your Profile page. If a
          moderator acts on your account, we email you the decision and the reason.
        </p>
      </PageSection>

      <PageSection {...SECTIONS[5]}>
        <ul>
          <li>Your profile, photos, messages and photo requests: for as long as your account exists. Delete a photo and it is gone at once.</li>
          <li>
            When you delete your account (Settings, Account), we delete at once your profile, your photos, your conversations and every message in
            them (on both sides), your photo requests and permissions, your blocks, your answers to the questions, your guardian’s details and
            every copy of the emails we sent about you, and we ask PayPal to stop your membership. Reports you made stay with our moderators
            without your name. The record that an account was deleted keeps its id, when and by whom, and how many photos and subscriptions it
            had, never your profile.
          </li>
          <li>
            Two things stay after a deletion. If another member reported you, the report stays with our moderators for 12 months after your
            account is deleted, with your first and last name and the words of the message that was reported, and is then removed. If your
            account was banned, we keep your email address as a keyed hash (a code that cannot be turned back into the address), written in
            lower case, without any “+tag” and, for Gmail, without dots, so that it cannot be used to register again.
          </li>
          <li>Copies of the emails we send: 30 days after sending.</li>
          <li>Sign-ins: until you log out or they expire, at most 7 days after you last signed in.</li>
          <li>Attempt counters per internet address: only until their window ends, between a minute and a day.</li>
          <li>
            Reports and moderators’ decisions: two years after the case is closed, so repeated abuse can be recognised; a ban is kept for as long
            as it lasts. Reports about a member who deleted her account: 12 months after the deletion, as above.
          </li>
          <li>Payment records: six years, as UK tax law requires.</li>
        </ul>
      </PageSection>

      <PageSection {...SECTIONS[6]}>
        <p>You can correct most of your details yourself on your Profile page.</p>
        <p>
          <strong>A copy of your data:</strong> “Download my data” in Settings (Account) gives you at once, up to 3 times a day, one zip file
          with: your profile (profile.json), your conversations with every message on both sides, when each was sent, delivered and read
          (messages.json), your photo requests (photo-requests.json), your photos as we store them (photos/), your memberships and payments
          (subscription.json), the emails sent to your guardian (guardian-emails.json), the members you blocked (blocks.json), the reports you
          made (reports-made.json), your answers to the questions if you gave any (compatibility.json), the actions taken on your account
          without the names of our moderators (audit.json), and a README.txt saying what each file is. Other members appear in it by their id
          and first name only.
        </p>
        <p>
          <strong>Deleting your account:</strong> “Delete my account” in Settings (Account), with your password; what it deletes and what stays
          is described above.
        </p>
        <p>For anything else:</p>
        <ol>
          <li>
            Send us a message through the <Link href="/contact">contact form</Link>, choosing “{MSG_CONTACT.reasons.other}”, from the email address of
            your account. Say whether you want a copy of your data, want it erased, or want something corrected.
          </li>
          <li>We may reply to that email address to confirm it is really you.</li>
          <li>
            We answer within one month. A copy comes as a file with your profile, photos, messages and the records above. Erasing ends your
            membership, so cancel your PayPal subscription first (Profile page) if you have not already.
          </li>
        </ol>
        <p>
          If you are unhappy with how we handled your data, please tell us first; you can also complain to the Information Commissioner’s Office
          (ico.org.uk).
        </p>
      </PageSection>
    </PublicPage>
  );
}
