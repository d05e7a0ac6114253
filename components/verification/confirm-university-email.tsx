'use client';
import { BadgeCheck, GraduationCap } from 'lucide-react';
import { LinkConfirmation, LinkPage } from '@/components/layout/link-page';
import { errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useConfirmUniversityEmail } from '@/lib/client/queries/verification';
import { MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';

/** The page the university email's link opens; its button gives her the badge. */
export function ConfirmUniversityEmail({ token }: { token: string }) {
  const confirm = useConfirmUniversityEmail();
  const signedIn = useAuthStore((s) => !!s.token);
  const done = confirm.data;

  return (
    <LinkPage icon={<GraduationCap className="size-7 shrink-0 text-gold-500" aria-hidden="true" />} title={MSG_VERIFICATION_UI.pageTitle}>
      <LinkConfirmation
        done={
          done ? (
            <div role="status" className="mt-5 space-y-1 rounded-xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200" data-testid="university-confirmed">
              <p className="flex items-center gap-2 font-semibold">
                <BadgeCheck className="size-5 shrink-0" aria-hidden="true" />
                {MSG_VERIFICATION_UI.pageDone}
              </p>
              <p className="text-sm" style={{ overflowWrap: 'anywhere' }}>
                {done.institution ? MSG_VERIFICATION_UI.pageDoneInstitution(done.institution) : MSG_VERIFICATION_UI.pageDoneNoInstitution}
              </p>
            </div>
          ) : null
        }
        intro={MSG_VERIFICATION_UI.pageIntro}
        error={confirm.isError ? errorMessage(confirm.error, MSG_VERIFICATION_UI.pageConfirm) : null}
        pending={confirm.isPending}
        label={MSG_VERIFICATION_UI.pageConfirm}
        pendingLabel={MSG_VERIFICATION_UI.pageConfirming}
        onConfirm={() => confirm.mutate(token)}
        next={signedIn ? { href: '/settings#verification', label: MSG_VERIFICATION_UI.pageToSettings } : { href: '/login', label: MSG_VERIFICATION_UI.pageToLogin }}
      />
    </LinkPage>
  );
}
