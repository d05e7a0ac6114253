import type { Metadata } from 'next';
import { ConfirmUniversityEmail } from '@/components/verification/confirm-university-email';

// The token is in the path: it must not leak to other sites through the Referer header, nor be indexed.
export const metadata: Metadata = { title: 'Confirm your university email', referrer: 'no-referrer', robots: { index: false, follow: false } };

export default async function VerifyUniversityPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <ConfirmUniversityEmail token={token} />;
}
