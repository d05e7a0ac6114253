'use client';
import { useCallback } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { useAuthStore } from '@/lib/client/auth-store';
import { useSendPhotoRequest } from '@/lib/client/queries/photos';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

/** Sends a photo request with the spec's checks and toasts; resolves true when it was sent. */
/** The dashboard's quick action and the side panel say it in the spec's two ways. */
export function useRequestPhotos(successMessage: string = MSG_PHOTOS.photoAccessRequestSent) {
  const request = useSendPhotoRequest();
  const { mutateAsync } = request;
  const send = useCallback(
    async (targetUserId: string | undefined): Promise<boolean> => {
      if (!useAuthStore.getState().token) {
        toast.error(MSG_PHOTOS.photoRequestLogin);
        return false;
      }
      if (!targetUserId) {
        toast.error(MSG_MEMBERS.invalidUserProfile);
        return false;
      }
      try {
        await mutateAsync(targetUserId);
        toast.success(successMessage);
        return true;
      } catch (error) {
        toastFailure(error, MSG_PHOTOS.photoAccessRequestFailed);
        return false;
      }
    },
    [mutateAsync, successMessage],
  );
  return { send, sendingTo: request.isPending ? request.variables : null };
}
