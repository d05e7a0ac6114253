import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { type PhotoAccessStatus } from '@/lib/client/members';
import { formatDate } from '@/lib/shared/dates';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

const LABELS: Record<Exclude<PhotoAccessStatus, 'granted_self'>, string> = {
  granted_by_request: 'Photos Accessible',
  pending: 'Request Pending',
  rejected: 'Request Rejected',
  restricted: 'Request Photos',
};

type Props = { status: Exclude<PhotoAccessStatus, 'granted_self'>; askAgainAt: string | null; firstName: string; sending: boolean; onRequest(): void };

/**
 * The side panel's photo button in the spec's words. It sends when nothing stands in the way:
 * no request yet, or one declined long enough ago or whose access was withdrawn (the server
 * then gives no `askAgainAt`); a recent decline says from when the member may ask again.
 */
export function RequestPhotosButton({ status, askAgainAt, firstName, sending, onRequest }: Props) {
  const mayAsk = status === 'restricted' || (status === 'rejected' && !askAgainAt);
  const hintId = useId();
  const hint = status === 'rejected' && askAgainAt ? MSG_PHOTOS.askAgainHint(firstName, formatDate(askAgainAt)) : null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={mayAsk ? 'primary' : 'secondary'}
        disabled={!mayAsk || sending}
        loading={sending}
        onClick={onRequest}
        aria-describedby={hint ? hintId : undefined}
        className="w-full sm:w-auto"
      >
        {sending ? 'Sending Request...' : mayAsk ? LABELS.restricted : LABELS[status]}
      </Button>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
