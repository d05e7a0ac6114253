import type { PhotoAccessStatus } from '@/lib/server/photos/access-status';
import type { presentOwnPhoto } from '@/lib/server/photos/present';
import type { PresentedPhotoRequest } from '@/lib/server/photo-requests/present';
import type { listMembers } from '@/lib/server/users/list-members';
import type { PublicProfile } from '@/lib/server/users/present-public';
import type { viewProfile } from '@/lib/server/users/view-profile';

export type { PhotoAccessStatus, PublicProfile };
export type PhotoRequest = PresentedPhotoRequest;
export type PhotoRequests = { received: PhotoRequest[]; sent: PhotoRequest[] };
/** The answers as the server's presenters build them, so a field added there reaches the browser's types. */
export type MemberPage = Awaited<ReturnType<typeof listMembers>>;
export type ProfileWithPhotos = Awaited<ReturnType<typeof viewProfile>>;
export type OwnPhoto = ReturnType<typeof presentOwnPhoto>;

/** Signed photo addresses carry their expiry; a cached one is shown only while it still works. */
export function isPhotoUrlFresh(url: string, marginSeconds = 30): boolean {
  const exp = Number(new URL(url, 'http://local').searchParams.get('exp'));
  return Number.isFinite(exp) && exp - marginSeconds > Date.now() / 1000;
}

/** "22 Dec 2026": the day a declined photo request may be made again, in the member's own time zone. */
export const formatAskAgainDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
