import type { MemberPage } from '@/lib/client/members';

/** One member of Find Matches' list, as GET /api/users presents her. */
export type MatchUser = MemberPage['users'][number];
