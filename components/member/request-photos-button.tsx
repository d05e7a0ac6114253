import { Button } from '@/components/ui/button';
import type { PhotoAccessStatus } from '@/lib/client/members';

const LABELS: Record<Exclude<PhotoAccessStatus, 'granted_self'>, string> = {
  granted_by_request: 'Photos Accessible',
  pending: 'Request Pending',
  rejected: 'Request Rejected',
  restricted: 'Request Photos',
};

/** The side panel's photo button: only `restricted` can send; the other states just say where things are. */
export function RequestPhotosButton({ status, sending, onRequest }: { status: Exclude<PhotoAccessStatus, 'granted_self'>; sending: boolean; onRequest(): void }) {
  return (
    <Button
      variant={status === 'restricted' ? 'primary' : 'secondary'}
      disabled={status !== 'restricted' || sending}
      loading={sending}
      onClick={onRequest}
      className="w-full sm:w-auto"
    >
      {sending ? 'Sending Request...' : LABELS[status]}
    </Button>
  );
}
