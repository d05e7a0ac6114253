import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { FindMatches } from '@/components/member/find-matches';

export const metadata: Metadata = { title: 'Find Matches' };

export default function DashboardPage() {
  return (
    <>
      <PageHeading title="Find Matches" description="Browse and search members by first name, open their profiles, and send a message or a photo request." />
      {/* The filters are read from the address, which is known only in the browser. */}
      <Suspense>
        <FindMatches />
      </Suspense>
    </>
  );
}
