import type { PhotoRequestRow, UserRow } from '@/models';

type Person = Pick<UserRow, 'id' | 'firstName' | 'lastName'>;

const person = (user: Person) => ({ _id: user.id, firstName: user.firstName, lastName: user.lastName });

/** The photo request of SPEC.md section 3, with both people named. */
export function presentPhotoRequest(request: PhotoRequestRow, requester: Person, target: Person) {
  return {
    _id: request.id,
    requesterId: person(requester),
    targetUserId: person(target),
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
  };
}

export type PresentedPhotoRequest = ReturnType<typeof presentPhotoRequest>;
