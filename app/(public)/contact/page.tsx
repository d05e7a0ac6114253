import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactForm } from '@/components/public/contact-form';
import { PublicPage } from '@/components/public/public-page';
import { QueryProvider } from '@/lib/client/query-provider';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';

export const metadata: Metadata = { title: MSG_PUBLIC_PAGES.contact };

export default function ContactPage() {
  return (
    <PublicPage
      eyebrow={MSG_PUBLIC_PAGES.contact}
      title="Tell us about a concern"
      intro={
        <p>
          Worried about a member of {APP_NAME}, a message or a photo? You do not need an account: what you send here goes straight to our
          moderators. Members can also report from a profile or a chat, as the <Link href="/safety#reporting" className="font-medium text-white underline underline-offset-4">safety guide</Link> explains.
        </p>
      }
    >
      <QueryProvider>
        <ContactForm />
      </QueryProvider>
    </PublicPage>
  );
}
