'use client';
import { Check, Eye, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PhotoRequest } from '@/lib/client/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

const STATUS_LABEL: Record<PhotoRequest['status'], string> = { pending: 'Pending', accepted: 'Accepted', rejected: 'Declined' };
const STATUS_CLASS: Record<PhotoRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-brand-100 text-brand-900',
  rejected: 'bg-stone-200 text-stone-700',
};

const name = (p: PhotoRequest['requesterId']) => `${p.firstName} ${p.lastName}`;

function StatusBadge({ status }: { status: PhotoRequest['status'] }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>{STATUS_LABEL[status]}</span>;
}

type ReceivedProps = { requests: PhotoRequest[]; busyId: string | null; onAnswer(request: PhotoRequest, status: 'accepted' | 'rejected'): void; onWithdraw(request: PhotoRequest): void };

export function ReceivedRequests({ requests, busyId, onAnswer, onWithdraw }: ReceivedProps) {
  if (requests.length === 0) return <p className="text-stone-600">{MSG_PHOTOS.noRequestsReceived}</p>;
  return (
    <ul className="divide-y divide-stone-100" aria-label={MSG_PHOTOS.receivedPhotoRequests}>
      {requests.map((request) => (
        <li key={request._id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2">
            <span className="font-medium text-stone-900">{name(request.requesterId)}</span>
            <StatusBadge status={request.status} />
          </div>
          {request.status === 'pending' && (
            <div className="flex gap-2">
              <Button loading={busyId === request._id} onClick={() => onAnswer(request, 'accepted')} aria-label={`Accept ${request.requesterId.firstName}'s request`}>
                <Check className="size-4" aria-hidden="true" /> {MSG_PHOTOS.accept}
              </Button>
              <Button variant="secondary" disabled={busyId === request._id} onClick={() => onAnswer(request, 'rejected')} aria-label={`Decline ${request.requesterId.firstName}'s request`}>
                <X className="size-4" aria-hidden="true" /> {MSG_PHOTOS.decline}
              </Button>
            </div>
          )}
          {request.status === 'accepted' && (
            <Button variant="secondary" loading={busyId === request._id} onClick={() => onWithdraw(request)} aria-label={`Withdraw ${request.requesterId.firstName}'s access`}>
              {MSG_PHOTOS.withdrawAccess}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SentRequests({ requests, onView }: { requests: PhotoRequest[]; onView(userId: string): void }) {
  if (requests.length === 0) return <p className="text-stone-600">{MSG_PHOTOS.noRequestsSent}</p>;
  return (
    <ul className="divide-y divide-stone-100" aria-label={MSG_PHOTOS.sentPhotoRequests}>
      {requests.map((request) => (
        <li key={request._id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2">
            <span className="font-medium text-stone-900">{name(request.targetUserId)}</span>
            <StatusBadge status={request.status} />
          </div>
          {request.status === 'accepted' && (
            <Button variant="secondary" onClick={() => onView(request.targetUserId._id)} aria-label={`View ${request.targetUserId.firstName}'s photos`}>
              <Eye className="size-4" aria-hidden="true" /> {MSG_PHOTOS.viewPhotos}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
