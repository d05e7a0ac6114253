import type { Metadata } from 'next';
import { ConfirmEmailLink } from '@/components/account-email/confirm-email-link';

// The token is in the path: it must not leak to other sites through the Referer header, nor be indexed.
export const metadata: Metadata = { title: 'Confirm your new email address', referrer: 'no-referrer', robots: { index: false, follow: false } };

export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <ConfirmEmailLink kind="change" token={token} />;
}
