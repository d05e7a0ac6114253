'use client';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ProfileSidePanel } from '@/components/member/profile-side-panel';
import { apiDelete, apiGet, apiPut } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import { cacheKeys, readCache, writeCache } from '@/lib/client/cache';
import { isPhotoUrlFresh, type OwnPhoto, type PhotoRequest } from '@/lib/client/members';
import { MSG, MSG_MEMBERS } from '@/lib/shared/messages';
import { PhotoGrid } from './photo-grid';
import { ReceivedRequests, SentRequests } from './photo-requests';
import { PhotoUploader } from './photo-uploader';

type Requests = { received: PhotoRequest[]; sent: PhotoRequest[] };
const MAX_PHOTOS = 6;

/** Cached photos are shown only while their signed addresses still work. */
function cachedPhotos(): OwnPhoto[] {
  const cached = readCache<OwnPhoto[]>(cacheKeys.photos) ?? [];
  return cached.every((p) => isPhotoUrlFresh(p.url)) ? cached : [];
}

export function PhotosView() {
  const [photos, setPhotos] = useState<OwnPhoto[]>(cachedPhotos);
  const [requests, setRequests] = useState<Requests>(() => readCache<Requests>(cacheKeys.photoRequests) ?? { received: [], sent: [] });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [busyRequestId, setBusyRequestId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const savePhotos = useCallback((next: OwnPhoto[]) => {
    setPhotos(next);
    writeCache(cacheKeys.photos, next);
  }, []);
  const saveRequests = useCallback((next: Requests) => {
    setRequests(next);
    writeCache(cacheKeys.photoRequests, next);
  }, []);

  useEffect(() => {
    apiGet<OwnPhoto[]>('/photos')
      .then(savePhotos)
      .catch((error) => toast.error(errorMessage(error, MSG_MEMBERS.fetchPhotosFailed)));
    Promise.all([apiGet<PhotoRequest[]>('/photos/requests/received'), apiGet<PhotoRequest[]>('/photos/requests/sent')])
      .then(([received, sent]) => saveRequests({ received, sent }))
      .catch((error) => toast.error(errorMessage(error, MSG_MEMBERS.fetchPhotosFailed)));
  }, [savePhotos, saveRequests]);

  async function deletePhoto(photo: OwnPhoto) {
    if (!window.confirm(MSG.photoDeleteConfirm)) return;
    setDeletingId(photo._id);
    try {
      await apiDelete(`/photos/${photo._id}`);
      savePhotos(photos.filter((p) => p._id !== photo._id));
      toast.success(MSG_MEMBERS.photoDeleted);
    } catch (error) {
      toast.error(errorMessage(error, MSG.unexpected));
    } finally {
      setDeletingId(null);
    }
  }

  async function changeRequest(request: PhotoRequest, change: () => Promise<{ request: PhotoRequest }>, success: string) {
    setBusyRequestId(request._id);
    try {
      const { request: updated } = await change();
      saveRequests({ ...requests, received: requests.received.map((r) => (r._id === updated._id ? updated : r)) });
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, MSG.unexpected));
    } finally {
      setBusyRequestId(null);
    }
  }

  const answer = (request: PhotoRequest, status: 'accepted' | 'rejected') =>
    changeRequest(request, () => apiPut(`/photos/requests/${request._id}/respond`, { status }), status === 'accepted' ? MSG_MEMBERS.requestAcceptedToast : MSG_MEMBERS.requestRejectedToast);
  const withdraw = (request: PhotoRequest) => changeRequest(request, () => apiDelete(`/photos/requests/${request._id}`), MSG_MEMBERS.accessWithdrawn);
  const closePanel = useCallback(() => setViewing(null), []);

  return (
    <div className="space-y-8">
      <section aria-labelledby="upload-heading" className="max-w-xl space-y-3">
        <h2 id="upload-heading" className="font-serif text-xl text-brand-900">
          Upload
        </h2>
        <PhotoUploader onUploaded={(photo) => savePhotos([...photos, photo])} disabled={photos.length >= MAX_PHOTOS} />
      </section>
      <section aria-labelledby="my-photos-heading" className="space-y-3">
        <h2 id="my-photos-heading" className="font-serif text-xl text-brand-900">
          My photos
        </h2>
        <PhotoGrid photos={photos} onDelete={deletePhoto} deletingId={deletingId} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="received-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <h2 id="received-heading" className="mb-2 font-serif text-xl text-brand-900">
            Requests received
          </h2>
          <ReceivedRequests requests={requests.received} busyId={busyRequestId} onAnswer={answer} onWithdraw={withdraw} />
        </section>
        <section aria-labelledby="sent-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <h2 id="sent-heading" className="mb-2 font-serif text-xl text-brand-900">
            Requests sent
          </h2>
          <SentRequests requests={requests.sent} onView={setViewing} />
        </section>
      </div>
      <ProfileSidePanel userId={viewing} onClose={closePanel} />
    </div>
  );
}
