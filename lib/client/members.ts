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

