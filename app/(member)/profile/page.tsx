import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { GuardianPanel } from '@/components/guardian/guardian-panel';
import { ChangePasswordForm, LogoutAllPanel } from '@/components/member/account-security';
import { DeleteAccountPanel } from '@/components/member/delete-account';
import { ProfileForm } from '@/components/member/profile-form';
import { MembershipPanel } from '@/components/membership/membership-panel';
import { BlockedMembers } from '@/components/safety/blocked-members';

export const metadata: Metadata = { title: 'My Profile' };

export default function ProfilePage() {
  return (
    <>
      <PageHeading title="My Profile" description="View your profile details and edit them whenever something changes." />
      <ProfileForm />
      <GuardianPanel />
      <MembershipPanel />
      <ChangePasswordForm />
      <BlockedMembers />
      <LogoutAllPanel />
      <DeleteAccountPanel />
    </>
  );
}
