import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { FindMatches } from '@/components/member/find-matches';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

export const metadata: Metadata = { title: 'Find Matches' };

export default function DashboardPage() {
  return (
    <>
      <PageHeading title={MSG_MEMBERS.findMatches} description={MSG_DISCOVERY_UI.findMatchesDescription} />
      {/* The filters are read from the address, which is known only in the browser. */}
      <Suspense>
        <FindMatches />
      </Suspense>
    </>
  );
}
