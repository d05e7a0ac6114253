import type { PhotoRequestStatus } from '@/models/photos';

/** SPEC.md section 4: what a viewer may do about someone's photos. */
export type PhotoAccessStatus = 'granted_self' | 'granted_by_request' | 'pending' | 'rejected' | 'restricted';

/** Derived from the one request the viewer sent the owner (if any); nothing else grants access. */
export function photoAccessStatus(viewerId: string, ownerId: string, request: { status: PhotoRequestStatus } | undefined): PhotoAccessStatus {
  if (viewerId === ownerId) return 'granted_self';
  switch (request?.status) {
    case 'accepted':
      return 'granted_by_request';
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    default:
      return 'restricted';
  }
}

export const canSeePhotos = (status: PhotoAccessStatus) => status === 'granted_self' || status === 'granted_by_request';
