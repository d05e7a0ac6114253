import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactForm } from '@/components/public/contact-form';
import { PublicPage } from '@/components/public/public-page';
import { QueryProvider } from '@/lib/client/query-provider';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';

export const metadata: Metadata = { title: MSG_PUBLIC_PAGES.contact };

export default function ContactPage() {
  return (
    <PublicPage
      eyebrow={MSG_PUBLIC_PAGES.contact}
      title={MSG_CONTACT.pageTitle}
      intro={
        <p>
          {MSG_CONTACT.introBeforeLink(APP_NAME)} <Link href="/safety#reporting" className="font-medium text-white underline underline-offset-4">{MSG_CONTACT.safetyGuide}</Link> {MSG_CONTACT.introAfterLink}
        </p>
      }
    >
      <QueryProvider>
        <ContactForm />
      </QueryProvider>
    </PublicPage>
  );
}
