'use client';
import { Camera, GraduationCap } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import type { SessionUser } from '@/lib/client/auth-store';
import { VerifiedBadges } from '@/components/verification/verified-badges';
import { useOwnPhotos } from '@/lib/client/queries/photos';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

/**
 * Her profile as another member sees it: the photo first, then who she is and what she wrote.
 * A text she has not written yet is said so here (others simply do not see the heading).
 */
export function ProfilePreview({ profile }: { profile: SessionUser }) {
  const photo = useOwnPhotos().data?.[0];
  const verification = useOwnProfile().data?.verification;
  const status = profile.status === 'student' ? 'Student' : 'Graduate';
  return (
    <section aria-labelledby="profile-preview-title" className="max-w-3xl overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200">
      <h2 id="profile-preview-title" className="sr-only">
        {MSG_MEMBERS.previewTitle}
      </h2>
      <div className="grid sm:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="relative aspect-[4/3] bg-gradient-to-br from-brand-100 via-stone-100 to-amber-100 sm:aspect-auto sm:min-h-64">
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- signed, private, short-lived addresses
            <img src={photo.url} alt={`Photo 1 of ${profile.firstName}`} className="absolute inset-0 size-full object-cover" />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
              <span aria-hidden="true" className="grid size-20 place-items-center rounded-full bg-white/80 font-serif text-3xl text-brand-800 shadow-sm">
                {profile.firstName.slice(0, 1).toUpperCase()}
              </span>
              <p className="text-sm font-medium text-stone-700">{MSG_MEMBERS.previewNoPhoto}</p>
              <Link href="/photos" className={buttonClasses({ variant: 'secondary', className: 'min-h-10 text-xs' })}>
                <Camera className="size-4" aria-hidden="true" /> {MSG_MEMBERS.addPhotos}
              </Link>
            </div>
          )}
        </div>
        <div className="min-w-0 space-y-4 p-5 sm:p-7">
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{MSG_MEMBERS.previewTitle}</p>
            <p dir="auto" className="mt-1 font-serif text-2xl break-words text-brand-900">
              {profile.firstName} {profile.lastName}, {profile.age}
            </p>
            <p dir="auto" className="mt-1 flex items-start gap-1.5 break-words text-stone-700">
              <GraduationCap className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                {status} · {profile.university}
              </span>
            </p>
            <VerifiedBadges university={verification?.university === 'verified'} photo={verification?.photo === 'verified'} className="mt-2" />
          </div>
          <PreviewText label={MSG_MEMBERS.about} text={profile.description} />
          <PreviewText label={MSG_MEMBERS.lookingFor} text={profile.lookingFor} />
          <p className="text-xs text-stone-600">{MSG_MEMBERS.previewPhotosHint}</p>
        </div>
      </div>
    </section>
  );
}

function PreviewText({ label, text }: { label: string; text: string }) {
  const written = text.trim().length > 0;
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-600">{label}</h3>
      <p dir="auto" className={written ? 'mt-1 break-words whitespace-pre-line text-stone-900' : 'mt-1 text-stone-600 italic'}>
        {written ? text : MSG_MEMBERS.notWrittenYet}
      </p>
    </div>
  );
}
