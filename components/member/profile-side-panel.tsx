'use client';
import { Check, ImageOff, Lock, MessageCircle, Minus } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/client/api-error';
import type { ProfileWithPhotos } from '@/lib/client/members';
import { useCompatibilityWith } from '@/lib/client/queries/compatibility';
import { useMemberProfile } from '@/lib/client/queries/users';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { MemberSafetyActions } from '@/components/safety/member-safety-actions';
import { ReportPhotoButton } from '@/components/safety/report-photo-button';
import { VerifiedBadges } from '@/components/verification/verified-badges';
import { placeOf } from './matches/country-name';
import { RequestPhotosButton } from './request-photos-button';
import { useRequestPhotos } from './use-request-photos';

/** Another member's profile (or one's own) with photos only when access is granted. */
type ProfileSidePanelProps = { userId: string | null; onClose(): void };

export function ProfileSidePanel({ userId, onClose }: ProfileSidePanelProps) {
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
          <VerifiedBadges university={profile.verifiedUniversity} photo={profile.verifiedPhoto} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Detail label={MSG_MEMBERS.age} value={String(profile.age)} />
            <Detail label={MSG_MEMBERS.status} value={profile.status === 'student' ? 'Student' : 'Graduate'} />
            <Detail label={MSG_MEMBERS.university} value={profile.university} wide />
            {/* A text not written (profiles an admin created) leaves no empty heading behind. */}
            {profile.description.trim() && <Detail label={MSG_MEMBERS.about} value={profile.description} wide />}
            {profile.lookingFor.trim() && <Detail label={MSG_MEMBERS.lookingFor} value={profile.lookingFor} wide />}
            <DiscoveryDetails profile={profile} />
          </dl>
          {profile.photoAccessStatus !== 'granted_self' && <CompatibilitySection userId={profile.id} />}
          <section aria-labelledby="side-panel-photos">
            <h3 id="side-panel-photos" className="mb-3 font-semibold text-brand-900">
              {MSG_MEMBERS.photos}
            </h3>
            <PanelPhotos profile={profile} />
          </section>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            {profile.photoAccessStatus === 'granted_self' ? (
              <Link href="/photos" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
                {MSG_MEMBERS.manageYourPhotos}
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
                  <MessageCircle className="size-4" aria-hidden="true" /> {MSG_MEMBERS.chat}
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

/** The optional fields she chose to fill in; one left blank shows nothing, not an empty heading. */
function DiscoveryDetails({ profile }: { profile: ProfileWithPhotos }) {
  const place = placeOf(profile);
  const seekingAge = MSG_DISCOVERY_UI.detailsSeekingAge(profile.seekingAgeMin, profile.seekingAgeMax);
  const seeking = [profile.seekingStatus ? MSG_DISCOVERY_UI.seekingStatus[profile.seekingStatus] : '', seekingAge].filter(Boolean).join(', ');
  return (
    <>
      {place && <Detail label={MSG_DISCOVERY_UI.detailsLocation} value={place} />}
      {profile.willingToRelocate != null && <Detail label={MSG_DISCOVERY_UI.detailsRelocate} value={profile.willingToRelocate ? MSG_DISCOVERY_UI.detailsRelocateYes : MSG_DISCOVERY_UI.detailsRelocateNo} />}
      {profile.maritalStatus && <Detail label={MSG_DISCOVERY_UI.detailsMarital} value={MSG_DISCOVERY_UI.maritalStatus[profile.maritalStatus]} />}
      {profile.hasChildren != null && <Detail label={MSG_DISCOVERY_UI.detailsChildren} value={profile.hasChildren ? MSG_DISCOVERY_UI.detailsChildrenYes : MSG_DISCOVERY_UI.detailsChildrenNo} />}
      {profile.prayer && <Detail label={MSG_DISCOVERY_UI.detailsPrayer} value={MSG_DISCOVERY_UI.prayerOption[profile.prayer]} />}
      {profile.languages && profile.languages.length > 0 && <Detail label={MSG_DISCOVERY_UI.detailsLanguages} value={profile.languages.join(', ')} />}
      {seeking && <Detail label={MSG_DISCOVERY_UI.detailsSeeking} value={seeking} wide />}
    </>
  );
}

/**
 * The score with this member in one sentence, and the questions (texts only, never their answers)
 * on which each accepts the other's answer and on which they do not.
 */
function CompatibilitySection({ userId }: { userId: string }) {
  const detail = useCompatibilityWith(userId).data;
  if (!detail) return null;
  return (
    <section aria-labelledby="side-panel-compatibility" className="rounded-2xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
      <div className="flex items-start justify-between gap-3">
        <h3 id="side-panel-compatibility" className="font-semibold text-brand-900">
          {MSG_DISCOVERY_UI.compatibilityTitle}
        </h3>
        {detail.score !== null && (
          <span className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 tabular-nums">{MSG_DISCOVERY_UI.scoreBadge(detail.score)}</span>
        )}
      </div>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">{detail.score !== null ? MSG_DISCOVERY_UI.scoreExplained(detail.score, detail.common) : MSG_DISCOVERY_UI.scoreMissing}</p>
      {detail.score === null && (
        <Link href="/questions" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {MSG_DISCOVERY_UI.answerToCompare}
        </Link>
      )}
      {(detail.agree.length > 0 || detail.differ.length > 0) && (
        <div className="mt-4 grid gap-4">
          <QuestionList title={MSG_DISCOVERY_UI.agreeOn} questions={detail.agree} icon={<Check className="size-3.5" aria-hidden="true" />} tone="agree" />
          <QuestionList title={MSG_DISCOVERY_UI.differOn} questions={detail.differ} icon={<Minus className="size-3.5" aria-hidden="true" />} tone="differ" />
        </div>
      )}
    </section>
  );
}

function QuestionList({ title, questions, icon, tone }: { title: string; questions: Array<{ questionId: number; text: string }>; icon: ReactNode; tone: 'agree' | 'differ' }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {title} ({questions.length})
      </h4>
      {questions.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{MSG_DISCOVERY_UI.nothingInList}</p>
      ) : (
        <ul className="mt-1.5 space-y-1.5">
          {questions.map((q) => (
            <li key={q.questionId} className="flex gap-2 text-sm text-stone-800">
              <span aria-hidden="true" className={tone === 'agree' ? 'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800' : 'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-900'}>
                {icon}
              </span>
              {q.text}
            </li>
          ))}
        </ul>
      )}
    </div>
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

/** The panel as an element, for lazy-profile-side-panel.tsx, which loads this module when a profile is first opened. */
export const showProfileSidePanel = (props: ProfileSidePanelProps) => <ProfileSidePanel {...props} />;
