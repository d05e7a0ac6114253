import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading } from '@/components/layout/page-heading';
import { LazyProfileForm } from '@/components/member/lazy-profile-form';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

export const metadata: Metadata = { title: 'My Profile' };

export default function ProfilePage() {
  return (
    <>
      <PageHeading title={MSG_MEMBERS.myProfile} description={MSG_MEMBERS.profileDescription} />
      <LazyProfileForm />
      <section aria-labelledby="questions-link" className="mt-8 max-w-3xl rounded-3xl bg-gradient-to-br from-brand-50 to-amber-50 p-5 ring-1 ring-brand-100 sm:p-6">
        <h2 id="questions-link" className="font-serif text-xl text-brand-900">
          <Link href="/questions" className="underline-offset-4 hover:underline">
            {MSG_DISCOVERY_UI.questionsLink}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-stone-700">{MSG_DISCOVERY_UI.questionsLinkHint}</p>
      </section>
      <p className="mt-6 max-w-3xl text-sm text-stone-600">
        {MSG_MEMBERS.settingsLinkHint}{' '}
        <Link href="/settings" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {MSG_MEMBERS.settingsLink}
        </Link>
      </p>
    </>
  );
}
