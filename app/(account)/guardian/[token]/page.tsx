import type { Metadata } from 'next';
import { GuardianResponse } from '@/components/guardian/guardian-response';

// The token is in the path: it must not leak to other sites through the Referer header, nor be indexed.
export const metadata: Metadata = { title: 'Guardian confirmation', referrer: 'no-referrer', robots: { index: false, follow: false } };

export default async function GuardianPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <GuardianResponse token={token} />;
}
