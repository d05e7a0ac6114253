'use client';
import { ImageOff, Lock, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/client/api-error';
import type { ProfileWithPhotos } from '@/lib/client/members';
import { useMemberProfile } from '@/lib/client/queries/users';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { MemberSafetyActions } from '@/components/safety/member-safety-actions';
import { ReportPhotoButton } from '@/components/safety/report-photo-button';
import { RequestPhotosButton } from './request-photos-button';
import { useRequestPhotos } from './use-request-photos';

/** Another member's profile (or one's own) with photos only when access is granted. */
export function ProfileSidePanel({ userId, onClose }: { userId: string | null; onClose(): void }) {
  const query = useMemberProfile(userId);
  const { send, sendingTo } = useRequestPhotos();
  const profile = query.data ?? null;
  const title = profile ? `${profile.firstName} ${profile.lastName}` : 'Profile';
  const error = query.error;
  const errorText = !error
    ? null
    : error instanceof ApiError && error.status === 404
      ? MSG_MEMBERS.profileNotFound
      : `Error: ${error instanceof Error ? error.message : MSG_MEMBERS.fetchProfileWithPhotosFailed}`;

  async function requestPhotos() {
    if (profile) await send(profile.id);
  }

  return (
    <Dialog placement="right" open={userId !== null} onClose={onClose} title={title}>
      {query.isPending && !error && (
        <p className="flex items-center gap-2 text-stone-600" role="status">
          <Spinner /> {MSG_MEMBERS.loadingProfile}
        </p>
      )}
      {errorText && (
        <p role="alert" className="text-red-700">
          {errorText}
        </p>
      )}
      {profile && (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Detail label="Age" value={String(profile.age)} />
            <Detail label="Status" value={profile.status === 'student' ? 'Student' : 'Graduate'} />
            <Detail label="University" value={profile.university} wide />
            {/* A text not written (profiles an admin created) leaves no empty heading behind. */}
            {profile.description.trim() && <Detail label="About" value={profile.description} wide />}
            {profile.lookingFor.trim() && <Detail label="Looking for" value={profile.lookingFor} wide />}
          </dl>
          <section aria-labelledby="side-panel-photos">
            <h3 id="side-panel-photos" className="mb-3 font-semibold text-brand-900">
              Photos
            </h3>
            <PanelPhotos profile={profile} />
          </section>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            {profile.photoAccessStatus === 'granted_self' ? (
              <Link href="/photos" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
                Manage Your Photos
              </Link>
            ) : (
              <>
                <RequestPhotosButton
                  status={profile.photoAccessStatus}
                  askAgainAt={profile.askAgainAt}
                  firstName={profile.firstName}
                  sending={sendingTo === profile.id}
                  onRequest={requestPhotos}
                />
                <Link href={`/chats?userId=${profile.id}`} className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}>
                  <MessageCircle className="size-4" aria-hidden="true" /> Chat
                </Link>
              </>
            )}
          </div>
          {profile.photoAccessStatus !== 'granted_self' && <MemberSafetyActions member={profile} onBlocked={onClose} />}
        </div>
      )}
    </Dialog>
  );
}

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="font-medium text-stone-500">{label}</dt>
      <dd dir="auto" className="mt-0.5 break-words whitespace-pre-line text-stone-900">{value}</dd>
    </div>
  );
}

function PanelPhotos({ profile }: { profile: ProfileWithPhotos }) {
  const granted = profile.photoAccessStatus === 'granted_self' || profile.photoAccessStatus === 'granted_by_request';
  if (!granted) {
    return (
      <div className="relative grid h-40 place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-stone-200 to-amber-100">
        <div className="absolute inset-0 backdrop-blur-xl" aria-hidden="true" />
        <p className="relative flex items-center gap-2 font-medium text-stone-700">
          <Lock className="size-4" aria-hidden="true" /> {MSG_PHOTOS.photosPrivate}
        </p>
      </div>
    );
  }
  if (profile.photos.length === 0) {
    return (
      <p className="flex items-center gap-2 text-stone-600">
        <ImageOff className="size-4" aria-hidden="true" /> {MSG_PHOTOS.userHasNoPhotos}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3">
      {profile.photos.map((photo, i) => (
        <li key={photo.id} className="relative">
          {/* eslint-disable-next-line @next/next/no-img-element -- signed, private, short-lived addresses */}
          <img src={photo.url} alt={`Photo ${i + 1} of ${profile.firstName}`} className="aspect-square w-full rounded-xl object-cover" />
          {profile.photoAccessStatus !== 'granted_self' && <ReportPhotoButton member={profile} photoId={photo.id} index={i + 1} />}
        </li>
      ))}
    </ul>
  );
}
