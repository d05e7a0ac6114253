import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading } from '@/components/layout/page-heading';
import { ProfileForm } from '@/components/member/profile-form';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

export const metadata: Metadata = { title: 'My Profile' };

export default function ProfilePage() {
  return (
    <>
      <PageHeading title={MSG_MEMBERS.myProfile} description={MSG_MEMBERS.profileDescription} />
      <ProfileForm />
      <p className="mt-6 max-w-3xl text-sm text-stone-600">
        {MSG_MEMBERS.settingsLinkHint}{' '}
        <Link href="/settings" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {MSG_MEMBERS.settingsLink}
        </Link>
      </p>
    </>
  );
}
