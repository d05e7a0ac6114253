'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiDelete, apiGet, apiPost, apiPut, apiUpload } from '../api';
import type { OwnPhoto, PhotoRequest, PhotoRequests, ProfileWithPhotos } from '../members';
import { pendingReceived, withReceivedRequest, withSentRequest } from '../photo-request-cache';
import { userKeys } from './users';

export type { PhotoRequests };

export const photoKeys = {
  own: ['photos', 'own'] as const,
  requests: ['photos', 'requests'] as const,
};

/** GET /api/photos: the member's own photos; signed addresses expire, so they are never stored. */
export const ownPhotosQuery = queryOptions({
  queryKey: photoKeys.own,
  queryFn: () => apiGet<OwnPhoto[]>('/photos'),
  meta: { persist: false },
});
export const useOwnPhotos = () => useQuery(ownPhotosQuery);

/** GET /api/photos/requests/received and /sent, together. */
export const photoRequestsQuery = queryOptions({
  queryKey: photoKeys.requests,
  queryFn: async (): Promise<PhotoRequests> => {
    const [received, sent] = await Promise.all([apiGet<PhotoRequest[]>('/photos/requests/received'), apiGet<PhotoRequest[]>('/photos/requests/sent')]);
    return { received, sent };
  },
});
export const usePhotoRequests = () => useQuery(photoRequestsQuery);

/** The number on "Photos" in the menu: received requests still waiting for an answer. */
export const usePendingPhotoRequestCount = (): number => useQuery({ ...photoRequestsQuery, select: pendingReceived }).data ?? 0;

/**
 * Requests pushed by the server (`photoRequest`, `photoRequestUpdated`), written into the cached
 * lists. A read already under way may have left before the change: it is read again.
 */
export function usePushedPhotoRequests() {
  const client = useQueryClient();
  return useMemo(() => {
    const write = (change: (requests: PhotoRequests | undefined) => PhotoRequests | undefined) => {
      client.setQueryData<PhotoRequests>(photoKeys.requests, change);
      if (client.isFetching({ queryKey: photoKeys.requests })) void client.invalidateQueries({ queryKey: photoKeys.requests });
    };
    return {
      received: (request: PhotoRequest) => write((requests) => withReceivedRequest(requests, request)),
      /** Returns the status the request had here before, so a notice can tell an answer from a withdrawal. */
      answered: (request: PhotoRequest): PhotoRequest['status'] | undefined => {
        const before = client.getQueryData<PhotoRequests>(photoKeys.requests)?.sent.find((r) => r._id === request._id)?.status;
        write((requests) => withSentRequest(requests, request));
        // The owner's profile reads "granted" or "rejected" now, and its photos come or go.
        void client.invalidateQueries({ queryKey: userKeys.profile(request.targetUserId._id) });
        return before;
      },
    };
  }, [client]);
}

/** POST /api/photos/upload, with its progress; a stored photo comes back as `{ photo }`. */
async function uploadPhotoWithProgress(file: File, onProgress: (percent: number) => void): Promise<OwnPhoto> {
  const form = new FormData();
  form.append('image', file);
  return (await apiUpload<{ photo: OwnPhoto }>('/photos/upload', form, onProgress)).photo;
}

export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => uploadPhotoWithProgress(file, onProgress),
    onSuccess: (photo) => client.setQueryData<OwnPhoto[]>(photoKeys.own, (photos) => [...(photos ?? []), photo]),
  });
}

/** DELETE /api/photos/{id}. */
export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photo: OwnPhoto) => apiDelete<void>(`/photos/${photo._id}`),
    onSuccess: (_, photo) => client.setQueryData<OwnPhoto[]>(photoKeys.own, (photos) => photos?.filter((p) => p._id !== photo._id)),
  });
}

const replaceReceived = (updated: PhotoRequest) => (requests: PhotoRequests | undefined) => withReceivedRequest(requests, updated);

/** PUT /api/photos/requests/{id}/respond: accept or decline a request received. */
export function useRespondToRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, status }: { request: PhotoRequest; status: 'accepted' | 'rejected' }) =>
      apiPut<{ request: PhotoRequest }>(`/photos/requests/${request._id}/respond`, { status }),
    onSuccess: ({ request }) => client.setQueryData(photoKeys.requests, replaceReceived(request)),
  });
}

/** DELETE /api/photos/requests/{id}: take back access granted earlier. */
export function useWithdrawAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PhotoRequest) => apiDelete<{ request: PhotoRequest }>(`/photos/requests/${request._id}`),
    onSuccess: ({ request }) => client.setQueryData(photoKeys.requests, replaceReceived(request)),
  });
}

/** The member's sent requests by the member asked: what each "Request photos" button should say. */
export function useSentRequestsByTarget(): Map<string, PhotoRequest> {
  const { data } = usePhotoRequests();
  return useMemo(() => new Map((data?.sent ?? []).map((request) => [request.targetUserId._id, request])), [data]);
}

/**
 * POST /api/photos/request: ask a member for their photos; their profile now reads "pending" and
 * the request joins the sent list. A refusal (already asked, declined recently) means this tab's
 * picture is out of date, so both are fetched again.
 */
export function useSendPhotoRequest() {
  const client = useQueryClient();
  const refresh = (targetUserId: string) =>
    Promise.all([client.invalidateQueries({ queryKey: photoKeys.requests }), client.invalidateQueries({ queryKey: userKeys.profile(targetUserId) })]);
  return useMutation({
    mutationFn: (targetUserId: string) => apiPost<{ request: PhotoRequest }>('/photos/request', { targetUserId }),
    onSuccess: ({ request }, targetUserId) => {
      client.setQueryData<ProfileWithPhotos>(userKeys.profile(targetUserId), (profile) => profile && { ...profile, photoAccessStatus: 'pending', askAgainAt: null });
      client.setQueryData<PhotoRequests>(photoKeys.requests, (requests) => requests && { ...requests, sent: [request, ...requests.sent.filter((r) => r._id !== request._id)] });
      return client.invalidateQueries({ queryKey: photoKeys.requests });
    },
    onError: (_, targetUserId) => refresh(targetUserId),
  });
}
