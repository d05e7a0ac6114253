import { ApiError } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import type { OwnPhoto } from '@/lib/client/members';
import { MSG } from '@/lib/shared/messages';

/** POST /api/photos/upload through XMLHttpRequest, the one browser API that reports upload progress. */
export function uploadPhotoWithProgress(file: File, onProgress: (percent: number) => void): Promise<OwnPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/photos/upload');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { photo?: OwnPhoto; message?: string; code?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.photo) resolve(body.photo);
      else reject(new ApiError(body?.message || MSG.unexpectedNoStop, xhr.status || 500, body?.code));
    };
    xhr.onerror = () => reject(new ApiError('Network error. Please check your connection and try again.', 0));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
