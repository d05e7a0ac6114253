'use client';
import type { ReactNode } from 'react';
import { GuardianPanel } from '@/components/guardian/guardian-panel';
import { MembershipPanel } from '@/components/membership/membership-panel';
import { BlockedMembers } from '@/components/safety/blocked-members';
import { VerificationPanel } from '@/components/verification/verification-panel';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { MSG_SETTINGS } from '@/lib/shared/messages/shell';
import { ChangePasswordForm, LogoutAllPanel } from './account-security';
import { DataExportPanel } from './data-export';
import { DeleteAccountPanel } from './delete-account';
import { ChangeEmailForm } from './change-email';
import { PrivacySettings } from './privacy-settings';
import { PushNotifications } from './push-notifications';

type SectionKey = keyof typeof MSG_SETTINGS.sections;

function Section({ id, children }: { id: SectionKey; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`settings-${id}`} className="scroll-mt-36 pt-6 first:pt-0">
      <h2 id={`settings-${id}`} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {MSG_SETTINGS.sections[id]}
      </h2>
      {children}
    </section>
  );
}

/**
 * Everything about the account that is not the profile, in sections a phone can jump between:
 * the guardian (women only), verification (the badges), membership, notifications, privacy, security and the account itself.
 */
export function SettingsView() {
  const female = useOwnProfile().data?.gender === 'female';
  const sections: SectionKey[] = [...(female ? (['guardian'] as const) : []), 'verification', 'membership', 'notifications', 'privacy', 'security', 'account'];
  return (
    <div className="max-w-3xl">
      {/* Stays under the banner while she scrolls, so any section is one tap away. */}
      <nav
        aria-label={MSG_SETTINGS.navLabel}
        className="sticky top-16 z-20 -mx-4 mb-6 overflow-x-auto bg-stone-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:px-0"
      >
        <ul className="flex gap-2">
          {sections.map((key) => (
            <li key={key}>
              <a
                href={`#${key}`}
                className="inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-medium whitespace-nowrap text-brand-800 ring-1 ring-stone-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {MSG_SETTINGS.sections[key]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="divide-y divide-stone-200 [&>section]:pb-8">
        {female && (
          <Section id="guardian">
            <GuardianPanel />
          </Section>
        )}
        <Section id="verification">
          <VerificationPanel />
        </Section>
        <Section id="membership">
          <MembershipPanel />
        </Section>
        <Section id="notifications">
          <PushNotifications />
        </Section>
        <Section id="privacy">
          <PrivacySettings />
          <BlockedMembers />
        </Section>
        <Section id="security">
          <ChangePasswordForm />
          <LogoutAllPanel />
        </Section>
        <Section id="account">
          <ChangeEmailForm />
          <DataExportPanel />
          <DeleteAccountPanel />
        </Section>
      </div>
    </div>
  );
}
