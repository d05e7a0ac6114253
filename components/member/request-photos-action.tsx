import { CalendarClock, Camera, Clock, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type PhotoRequest, type PublicProfile } from '@/lib/client/members';
import { formatDate } from '@/lib/shared/dates';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

type Props = { user: PublicProfile; request: PhotoRequest | undefined; sending: boolean; onRequest(): void; onViewPhotos(): void };

const TEXT_CLASS = 'sm:sr-only lg:not-sr-only';
// A state, not a dimmed control: it has to stay readable.
const STATE_CLASS = 'disabled:opacity-100 disabled:bg-stone-50 disabled:text-stone-700';

/**
 * Find Matches' photo action, following the member's request to this person: ask, already asked,
 * shared (opens the profile with the photos), or declined until a date the server gives.
 */
export function RequestPhotosAction({ user, request, sending, onRequest, onViewPhotos }: Props) {
  if (request?.status === 'pending') {
    return (
      <Button variant="secondary" disabled className={STATE_CLASS} aria-label={MSG_PHOTOS.requestSentTo(user.firstName)}>
        <Clock className="size-4" aria-hidden="true" />
        <span className={TEXT_CLASS}>{MSG_PHOTOS.requestSent}</span>
      </Button>
    );
  }
  if (request?.status === 'accepted') {
    return (
      <Button variant="secondary" onClick={onViewPhotos} aria-label={MSG_PHOTOS.photosSharedBy(user.firstName)}>
        <Eye className="size-4" aria-hidden="true" />
        <span className={TEXT_CLASS}>{MSG_PHOTOS.photosShared}</span>
      </Button>
    );
  }
  if (request?.status === 'rejected' && request.askAgainAt) {
    const date = formatDate(request.askAgainAt);
    return (
      <Button variant="secondary" disabled className={STATE_CLASS} aria-label={MSG_PHOTOS.askAgainOnFrom(user.firstName, date)}>
        <CalendarClock className="size-4" aria-hidden="true" />
        <span className={TEXT_CLASS}>{MSG_PHOTOS.askAgainOn(date)}</span>
      </Button>
    );
  }
  return (
    <Button variant="secondary" loading={sending} onClick={onRequest} aria-label={MSG_PHOTOS.requestPhotosFrom(user.firstName)}>
      {!sending && <Camera className="size-4" aria-hidden="true" />}
      <span className={TEXT_CLASS}>{MSG_PHOTOS.requestPhotos}</span>
    </Button>
  );
}
