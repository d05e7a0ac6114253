'use client';
import { BadgeCheck, MailCheck } from 'lucide-react';
import { LinkConfirmation, LinkPage } from '@/components/layout/link-page';
import { errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useConfirmEmailChange, useVerifyEmail } from '@/lib/client/queries/account-email';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';

const TEXTS = {
  verify: {
    title: MSG_ACCOUNT_EMAIL.verifyTitle,
    intro: MSG_ACCOUNT_EMAIL.verifyIntro,
    button: MSG_ACCOUNT_EMAIL.verifyButton,
    pending: MSG_ACCOUNT_EMAIL.verifyPending,
    done: MSG_ACCOUNT_EMAIL.verifyDone,
  },
  change: {
    title: MSG_ACCOUNT_EMAIL.confirmChangeTitle,
    intro: MSG_ACCOUNT_EMAIL.confirmChangeIntro,
    button: MSG_ACCOUNT_EMAIL.confirmChangeButton,
    pending: MSG_ACCOUNT_EMAIL.confirmChangePending,
    done: MSG_ACCOUNT_EMAIL.confirmChangeDone,
  },
} as const;

/** The page an address link opens: /verify-email/{token} confirms her login email, /confirm-email/{token} a new one. */
export function ConfirmEmailLink({ kind, token }: { kind: keyof typeof TEXTS; token: string }) {
  const verify = useVerifyEmail();
  const change = useConfirmEmailChange();
  const confirm = kind === 'verify' ? verify : change;
  const signedIn = useAuthStore((s) => !!s.token);
  const texts = TEXTS[kind];

  return (
    <LinkPage icon={<MailCheck className="size-7 shrink-0 text-gold-500" aria-hidden="true" />} title={texts.title}>
      <LinkConfirmation
        done={
          confirm.isSuccess ? (
            <p role="status" className="mt-5 flex items-center gap-2 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-950 ring-1 ring-emerald-200" data-testid="email-link-confirmed">
              <BadgeCheck className="size-5 shrink-0" aria-hidden="true" />
              {texts.done}
            </p>
          ) : null
        }
        intro={texts.intro}
        error={confirm.isError ? errorMessage(confirm.error, texts.button) : null}
        pending={confirm.isPending}
        label={texts.button}
        pendingLabel={texts.pending}
        onConfirm={() => confirm.mutate(token)}
        next={signedIn ? { href: '/dashboard', label: MSG_ACCOUNT_EMAIL.toDashboard } : { href: '/login', label: MSG_ACCOUNT_EMAIL.toLogin }}
      />
    </LinkPage>
  );
}
