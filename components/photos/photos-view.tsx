'use client';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { LazyProfileSidePanel } from '@/components/member/lazy-profile-side-panel';
import type { OwnPhoto, PhotoRequest } from '@/lib/client/members';
import { useDeletePhoto, useOwnPhotos, usePhotoRequests, useRespondToRequest, useWithdrawAccess } from '@/lib/client/queries/photos';
import { MAX_PHOTOS_PER_MEMBER } from '@/lib/shared/constants';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { PhotoGrid } from './photo-grid';
import { ReceivedRequests, SentRequests } from './photo-requests';
import { PhotoUploader } from './photo-uploader';

export function PhotosView() {
  const photos = useOwnPhotos();
  const requests = usePhotoRequests();
  const deletePhoto = useDeletePhoto();
  const respond = useRespondToRequest();
  const withdrawAccess = useWithdrawAccess();
  const [viewing, setViewing] = useState<string | null>(null);
  const own = photos.data ?? [];

  const loadError = photos.error ?? requests.error;
  useEffect(() => {
    if (loadError) toastFailure(loadError, MSG_PHOTOS.fetchPhotosFailed);
  }, [loadError]);

  function remove(photo: OwnPhoto) {
    if (!window.confirm(MSG_PHOTOS.photoDeleteConfirm)) return;
    deletePhoto.mutate(photo, {
      onSuccess: () => toast.success(MSG_PHOTOS.photoDeleted),
      onError: (error) => toastFailure(error, MSG_COMMON.unexpected),
    });
  }

  const answer = (request: PhotoRequest, status: 'accepted' | 'rejected') =>
    respond.mutate(
      { request, status },
      {
        onSuccess: () => toast.success(status === 'accepted' ? MSG_PHOTOS.requestAcceptedToast : MSG_PHOTOS.requestRejectedToast),
        onError: (error) => toastFailure(error, MSG_COMMON.unexpected),
      },
    );
  const withdraw = (request: PhotoRequest) =>
    withdrawAccess.mutate(request, {
      onSuccess: () => toast.success(MSG_PHOTOS.accessWithdrawn),
      onError: (error) => toastFailure(error, MSG_COMMON.unexpected),
    });
  const busyRequestId = respond.isPending ? respond.variables.request._id : withdrawAccess.isPending ? withdrawAccess.variables._id : null;
  const closePanel = useCallback(() => setViewing(null), []);

  return (
    <div className="space-y-8">
      <section aria-labelledby="upload-heading" className="max-w-xl space-y-3">
        <h2 id="upload-heading" className="font-serif text-xl text-brand-900">
          {MSG_PHOTOS.upload}
        </h2>
        <PhotoUploader limitReached={own.length >= MAX_PHOTOS_PER_MEMBER} />
      </section>
      <section aria-labelledby="my-photos-heading" className="space-y-3">
        <h2 id="my-photos-heading" className="font-serif text-xl text-brand-900">
          {MSG_PHOTOS.myPhotos}
        </h2>
        <PhotoGrid photos={own} onDelete={remove} deletingId={deletePhoto.isPending ? deletePhoto.variables._id : null} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="received-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <h2 id="received-heading" className="mb-2 font-serif text-xl text-brand-900">
            {MSG_PHOTOS.requestsReceived}
          </h2>
          <ReceivedRequests requests={requests.data?.received ?? []} busyId={busyRequestId} onAnswer={answer} onWithdraw={withdraw} />
        </section>
        <section aria-labelledby="sent-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <h2 id="sent-heading" className="mb-2 font-serif text-xl text-brand-900">
            {MSG_PHOTOS.requestsSent}
          </h2>
          <SentRequests requests={requests.data?.sent ?? []} onView={setViewing} />
        </section>
      </div>
      <LazyProfileSidePanel userId={viewing} onClose={closePanel} />
    </div>
  );
}
