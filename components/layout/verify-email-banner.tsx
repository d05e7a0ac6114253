'use client';
import { Mail } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/client/api-error';
import { useResendVerification } from '@/lib/client/queries/account-email';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';

/**
 * A quiet note above the page while her login email is unconfirmed, with "Resend". It blocks
 * nothing: confirming is asked for, not forced (REQUIRE_EMAIL_VERIFICATION decides what waits).
 * Chats are left out: the conversation is sized to the screen, so a note above it would push the
 * message box below the fold; every other member page carries it.
 */
export function VerifyEmailBanner() {
  const profile = useOwnProfile().data;
  const resend = useResendVerification();
  const pathname = usePathname();
  if (!profile || profile.emailVerified || pathname.startsWith('/chats')) return null;
  const outcome = resend.isSuccess ? resend.data.message : resend.isError ? errorMessage(resend.error, MSG_ACCOUNT_EMAIL.resendFailed) : null;

  return (
    <section
      aria-label={MSG_ACCOUNT_EMAIL.verifyTitle}
      data-testid="verify-email-banner"
      className="mb-6 flex items-center justify-between gap-3 rounded-2xl bg-sky-50 px-4 py-2.5 text-sky-950 ring-1 ring-sky-200"
    >
      <div className="flex min-w-0 items-start gap-2 text-sm">
        <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p>{MSG_ACCOUNT_EMAIL.bannerText}</p>
          <p role="status" className="font-medium">
            {outcome}
          </p>
        </div>
      </div>
      <Button variant="secondary" className="shrink-0" loading={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
        {resend.isPending ? MSG_ACCOUNT_EMAIL.bannerSending : MSG_ACCOUNT_EMAIL.bannerResend}
      </Button>
    </section>
  );
}
