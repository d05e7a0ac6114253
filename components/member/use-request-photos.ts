'use client';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import type { PhotoRequest } from '@/lib/client/members';
import { MSG, MSG_MEMBERS } from '@/lib/shared/messages';

/** Sends a photo request with the spec's checks and toasts; resolves true when it was sent. */
/** The dashboard's quick action and the side panel say it in the spec's two ways. */
export function useRequestPhotos(successMessage: string = MSG_MEMBERS.photoAccessRequestSent) {
  const [sendingTo, setSendingTo] = useState<string | null>(null);
  const send = useCallback(async (targetUserId: string | undefined): Promise<boolean> => {
    if (!useAuthStore.getState().token) {
      toast.error(MSG.photoRequestLogin);
      return false;
    }
    if (!targetUserId) {
      toast.error(MSG.invalidUserProfile);
      return false;
    }
    setSendingTo(targetUserId);
    try {
      await apiPost<{ request: PhotoRequest }>('/photos/request', { targetUserId });
      toast.success(successMessage);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, MSG_MEMBERS.photoAccessRequestFailed));
      return false;
    } finally {
      setSendingTo(null);
    }
  }, [successMessage]);
  return { send, sendingTo };
}
