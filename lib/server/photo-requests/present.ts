import type { PhotoRequestNotice } from '@/lib/shared/socket-events';
import type { PhotoRequestRow, UserRow } from '@/models';
import { askAgainAt } from './rules';

type Person = Pick<UserRow, 'id' | 'firstName' | 'lastName'>;

const person = (user: Person) => ({ _id: user.id, firstName: user.firstName, lastName: user.lastName });

/**
 * The photo request of SPEC.md section 3, with both people named, and `askAgainAt`: while a
 * decline still stands in the way of a new request, when it stops doing so (else null).
 */
export function presentPhotoRequest(request: PhotoRequestRow, requester: Person, target: Person): PhotoRequestNotice {
  return {
    _id: request.id,
    requesterId: person(requester),
    targetUserId: person(target),
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
    askAgainAt: askAgainAt(request)?.toISOString() ?? null,
  };
}

export type PresentedPhotoRequest = PhotoRequestNotice;
