'use client';
import { Camera, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { useSelfiePose, useSubmitSelfie } from '@/lib/client/queries/verification';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@/lib/shared/constants';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { MSG_VERIFICATION, MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';
import { PoseIllustration } from './pose-illustration';

const ACCEPT = PHOTO_TYPES.map((t) => t.mime).join(',');

/** The pose (with its drawing), the selfie's file, and the upload; the server checks the rest. */
export function SelfieFlow({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const inputId = useId();
  const hintId = useId();
  const alertId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pose = useSelfiePose(true);
  const submit = useSubmitSelfie();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setAlert(chosen && chosen.size > MAX_PHOTO_BYTES ? MSG_PHOTOS.photoTooLarge : null);
    setFile(chosen && chosen.size <= MAX_PHOTO_BYTES ? chosen : null);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!pose.data) return;
    if (!file) {
      setAlert(MSG_VERIFICATION.selfieSelect);
      inputRef.current?.focus();
      return;
    }
    setAlert(null);
    setProgress(0);
    try {
      await submit.mutateAsync({ file, poseId: pose.data.poseId, onProgress: setProgress });
      toast.success(MSG_VERIFICATION_UI.selfieSent);
      onDone();
    } catch (error) {
      setAlert(errorMessage(error, MSG_VERIFICATION_UI.selfieUpload));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form noValidate onSubmit={send} className="mt-4 space-y-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
      <div className="flex items-start gap-4">
        {pose.data ? <PoseIllustration poseId={pose.data.poseId} className="size-24 shrink-0 sm:size-28" /> : <div className="size-24 shrink-0 rounded-2xl bg-brand-50 sm:size-28" />}
        <div className="min-w-0 space-y-1">
          <h4 className="font-semibold text-brand-900">{MSG_VERIFICATION_UI.poseHeading}</h4>
          <p className="text-sm text-stone-600">{MSG_VERIFICATION_UI.poseHelp}</p>
          {pose.data ? (
            <p className="text-base font-semibold text-stone-900" data-testid="pose-instruction" aria-live="polite">
              {pose.data.instruction}
            </p>
          ) : (
            <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
              <Spinner /> {MSG_VERIFICATION_UI.poseLoading}
            </p>
          )}
          <Button variant="ghost" className="-ml-3" onClick={() => void pose.refetch()} disabled={pose.isFetching || submit.isPending}>
            <RefreshCw className="size-4" aria-hidden="true" /> {MSG_VERIFICATION_UI.poseOther}
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {MSG_VERIFICATION_UI.selfieLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="photo"
          type="file"
          accept={ACCEPT}
          capture="user"
          aria-describedby={`${hintId}${alert ? ` ${alertId}` : ''}`}
          aria-invalid={alert ? true : undefined}
          onChange={choose}
          className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id={hintId} className="text-xs text-stone-600">
          {MSG_VERIFICATION_UI.selfieHint}
        </p>
      </div>
      {progress !== null && <progress max={100} value={progress} className="h-2 w-full overflow-hidden rounded-full accent-brand-700" aria-label={MSG_VERIFICATION_UI.selfieUploading} />}
      <FormAlert id={alertId} message={alert} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={submit.isPending} disabled={!pose.data}>
          <Camera className="size-4" aria-hidden="true" /> {submit.isPending ? MSG_VERIFICATION_UI.selfieUploading : MSG_VERIFICATION_UI.selfieUpload}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submit.isPending}>
          {MSG_VERIFICATION_UI.cancel}
        </Button>
      </div>
    </form>
  );
}
