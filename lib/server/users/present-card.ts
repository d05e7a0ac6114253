import type { ActivityBucket } from '@/lib/shared/match-filters';
import { presentPublicProfile, type PublicProfile } from './present-public';

export type Compatibility = { score: number; common: number };

type CardSource = Parameters<typeof presentPublicProfile>[0] & { hasPhotos: boolean; activity: ActivityBucket; compatibility: Compatibility | null };

/** One item of Find Matches: the public profile, whether she has photos (never the photos), her activity bucket and the score. */
export function presentMemberCard(row: CardSource): Omit<MemberCard, 'photoUrl'> {
  return { ...presentPublicProfile(row), hasPhotos: row.hasPhotos, activity: row.activity, compatibility: row.compatibility };
}

/** `photoUrl`: her first photo, signed for the viewer, only when she accepted the viewer's photo request; otherwise null. */
export type MemberCard = PublicProfile & { hasPhotos: boolean; activity: ActivityBucket; compatibility: Compatibility | null; photoUrl: string | null };
export type MemberCardPage = { users: MemberCard[]; nextCursor: string | null };
