'use client';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/client/api-error';
import { MSG, MSG_MEMBERS } from '@/lib/shared/messages';
import { useUploadPhoto } from '@/lib/client/queries/photos';

/** Choose an image, upload it with a progress bar; the server decides whether it is an image. */
export function PhotoUploader({ disabled }: { disabled?: boolean }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast.error(MSG.photoSelect);
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(MSG_MEMBERS.photoUploaded);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      toast.error(errorMessage(error, MSG_MEMBERS.uploadPhotoFailed));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        Choose a photo
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="image"
        type="file"
        accept="image/*"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      <p className="text-xs text-stone-500">JPEG, PNG, WebP, GIF or AVIF, up to 10 MB; at most 6 photos. Location and camera details are removed.</p>
      {progress !== null && (
        <div className="space-y-1">
          <progress max={100} value={progress} className="h-2 w-full overflow-hidden rounded-full accent-brand-700" aria-label="Upload progress" />
          <p className="text-xs text-stone-600" aria-live="polite">
            Uploading... {progress}%
          </p>
        </div>
      )}
      <Button type="submit" loading={progress !== null} disabled={disabled}>
        <Upload className="size-4" aria-hidden="true" /> Upload
      </Button>
    </form>
  );
}
