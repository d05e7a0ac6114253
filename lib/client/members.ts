import type { PhotoAccessStatus } from '@/lib/server/photos/access-status';
import type { PresentedPhotoRequest } from '@/lib/server/photo-requests/present';
import type { Compatibility, MemberCard, MemberCardPage } from '@/lib/server/users/present-card';
import type { PublicProfile } from '@/lib/server/users/present-public';

export type { Compatibility, MemberCard, PhotoAccessStatus, PublicProfile };
export type PhotoRequest = PresentedPhotoRequest;
export type PhotoRequests = { received: PhotoRequest[]; sent: PhotoRequest[] };
/** A page of Find Matches (GET /api/users). */
export type MemberPage = MemberCardPage;
export type ProfileWithPhotos = PublicProfile & {
  photoAccessStatus: PhotoAccessStatus;
  askAgainAt: string | null;
  photos: Array<{ id: string; url: string }>;
  /** Set when her guardian receives a weekly summary or copies: the chat header says so. */
  chaperoneNotice: 'summary' | 'copies' | null;
};
export type OwnPhoto = { _id: string; url: string; createdAt: string };

/** Signed photo addresses carry their expiry; a cached one is shown only while it still works. */
export function isPhotoUrlFresh(url: string, marginSeconds = 30): boolean {
  const exp = Number(new URL(url, 'http://local').searchParams.get('exp'));
  return Number.isFinite(exp) && exp - marginSeconds > Date.now() / 1000;
}

/** "22 Dec 2026": the day a declined photo request may be made again, in the member's own time zone. */
export const formatAskAgainDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
