import type { PhotoAccessStatus } from '@/lib/server/photos/access-status';
import type { presentOwnPhoto } from '@/lib/server/photos/present';
import type { PresentedPhotoRequest } from '@/lib/server/photo-requests/present';
import type { listMembers } from '@/lib/server/users/list-members';
import type { Compatibility, MemberCard } from '@/lib/server/users/present-card';
import type { PublicProfile } from '@/lib/server/users/present-public';
import type { viewProfile } from '@/lib/server/users/view-profile';

export type { Compatibility, MemberCard, PhotoAccessStatus, PublicProfile };
export type PhotoRequest = PresentedPhotoRequest;
export type PhotoRequests = { received: PhotoRequest[]; sent: PhotoRequest[] };
/** The answers as the server's presenters build them, so a field added there reaches the browser's types. */
export type MemberPage = Awaited<ReturnType<typeof listMembers>>;
export type ProfileWithPhotos = Awaited<ReturnType<typeof viewProfile>>;
export type OwnPhoto = ReturnType<typeof presentOwnPhoto>;

