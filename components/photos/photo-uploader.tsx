'use client';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { useUploadPhoto } from '@/lib/client/queries/photos';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@/lib/shared/constants';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

const ACCEPT = PHOTO_TYPES.map((t) => t.mime).join(',');
const ACCEPTED_MIME = new Set<string>(PHOTO_TYPES.map((t) => t.mime));

/**
 * What the browser can tell before sending a byte: too big, or a type the server cannot read
 * (an empty type says nothing, so the server's check by content decides).
 */
function refusal(file: File): string | null {
  if (file.size > MAX_PHOTO_BYTES) return MSG_PHOTOS.photoTooLarge;
  if (file.type && !ACCEPTED_MIME.has(file.type)) return MSG_PHOTOS.photoNotImage;
  return null;
}

/** Choose an image, upload it with a progress bar; the server still decides by content whether it is an image. */
export function PhotoUploader({ limitReached }: { limitReached: boolean }) {
  const inputId = useId();
  const helpId = useId();
  const limitId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const refused = chosen && refusal(chosen);
    if (refused) {
      toast.error(refused);
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast.error(MSG_PHOTOS.photoSelect);
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(MSG_PHOTOS.photoUploaded);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      toastFailure(error, MSG_PHOTOS.uploadPhotoFailed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {MSG_PHOTOS.chooseAPhoto}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="image"
        type="file"
        accept={ACCEPT}
        aria-describedby={helpId}
        onChange={choose}
        className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      <p id={helpId} className="text-xs text-stone-600">
        {MSG_PHOTOS.photoHelp}
      </p>
      {progress !== null && (
        <div className="space-y-1">
          <progress max={100} value={progress} className="h-2 w-full overflow-hidden rounded-full accent-brand-700" aria-label={MSG_PHOTOS.uploadProgress} />
          <p className="text-xs text-stone-600" aria-live="polite">
            {MSG_PHOTOS.uploading} {progress}%
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={progress !== null} disabled={limitReached} aria-describedby={limitReached ? limitId : undefined}>
          <Upload className="size-4" aria-hidden="true" /> {MSG_PHOTOS.upload}
        </Button>
        {limitReached && (
          <p id={limitId} className="text-sm text-stone-700">
            {MSG_PHOTOS.photoLimit}
          </p>
        )}
      </div>
    </form>
  );
}
