'use client';
import { BadgeCheck, Clock, GraduationCap } from 'lucide-react';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { buttonClasses, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOwnPhotos } from '@/lib/client/queries/photos';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';
import { SelfieFlow } from './selfie-flow';
import { UniversityEmailForm } from './university-email-form';

/** Settings › Verification: how to earn each badge, where she stands, and the two flows. */
export function VerificationPanel() {
  const profile = useOwnProfile();
  const verification = profile.data?.verification;
  if (!verification) {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-stone-600" role="status">
        <Spinner /> {MSG_VERIFICATION_UI.loading}
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-4">
      <p className="max-w-2xl text-sm text-stone-600">{MSG_VERIFICATION_UI.intro}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="verify-university-title" data-testid="university-badge-card">
          <BadgeHeading id="verify-university-title" icon={<GraduationCap className="size-5" aria-hidden="true" />} title={MSG_VERIFICATION_UI.universityTitle} done={verification.university === 'verified'} />
          {verification.university === 'verified' ? (
            <StatusLine tone="done">{MSG_VERIFICATION_UI.universityVerified(verification.institution)}</StatusLine>
          ) : (
            <>
              <p className="mt-2 text-sm text-stone-600">{MSG_VERIFICATION_UI.universityHow}</p>
              {verification.university === 'pending' && <StatusLine tone="waiting">{MSG_VERIFICATION_UI.universityPending}</StatusLine>}
              <UniversityEmailForm again={verification.university === 'pending'} />
            </>
          )}
        </Card>
        <Card aria-labelledby="verify-photo-title" data-testid="photo-badge-card">
          <BadgeHeading id="verify-photo-title" icon={<BadgeCheck className="size-5" aria-hidden="true" />} title={MSG_VERIFICATION_UI.photoTitle} done={verification.photo === 'verified'} />
          <PhotoBadge status={verification.photo} reason={verification.photoReason} />
        </Card>
      </div>
    </div>
  );
}

function PhotoBadge({ status, reason }: { status: 'none' | 'pending' | 'verified' | 'rejected'; reason: string | null }) {
  const photos = useOwnPhotos();
  const [taking, setTaking] = useState(false);
  if (status === 'verified') return <StatusLine tone="done">{MSG_VERIFICATION_UI.photoVerified}</StatusLine>;
  if (status === 'pending') return <StatusLine tone="waiting">{MSG_VERIFICATION_UI.photoPending}</StatusLine>;
  const hasPhotos = (photos.data?.length ?? 0) > 0;
  return (
    <>
      {status === 'rejected' ? (
        <div className="mt-3 space-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200" role="status">
          <p className="font-medium">{MSG_VERIFICATION_UI.photoRejected}</p>
          {reason && (
            <p dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {MSG_VERIFICATION_UI.photoRejectedReason(reason)}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{MSG_VERIFICATION_UI.photoHow}</p>
      )}
      {photos.isPending ? null : !hasPhotos ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-stone-700">{MSG_VERIFICATION_UI.photoNeedsPhoto}</p>
          <Link href="/photos" className={buttonClasses({ variant: 'secondary' })}>
            {MSG_VERIFICATION_UI.photoAddPhotos}
          </Link>
        </div>
      ) : taking ? (
        <SelfieFlow onDone={() => setTaking(false)} onCancel={() => setTaking(false)} />
      ) : (
        <Button className="mt-4" onClick={() => setTaking(true)}>
          {status === 'rejected' ? MSG_VERIFICATION_UI.photoTryAgain : MSG_VERIFICATION_UI.photoStart}
        </Button>
      )}
    </>
  );
}

function BadgeHeading({ id, icon, title, done }: { id: string; icon: ReactNode; title: string; done: boolean }) {
  return (
    <h3 id={id} className="flex items-center gap-2 font-serif text-xl text-brand-900">
      <span className={done ? 'text-emerald-700' : 'text-gold-500'}>{icon}</span>
      {title}
    </h3>
  );
}

function StatusLine({ tone, children }: { tone: 'done' | 'waiting'; children: ReactNode }) {
  return (
    <p
      role="status"
      className={
        tone === 'done'
          ? 'mt-3 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200'
          : 'mt-3 flex items-start gap-2 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-800'
      }
      style={{ overflowWrap: 'anywhere' }}
    >
      {tone === 'done' ? <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      <span>{children}</span>
    </p>
  );
}
