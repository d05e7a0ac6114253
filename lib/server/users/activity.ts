import type { ActivityBucket } from '@/lib/shared/match-filters';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How recently a member was active, in buckets counted back from `at` (the app clock): today is
 * the last 24 hours, this week 7 days, this month 30. Never the time itself, which would tell
 * another member when she is online.
 */
export function activityBucket(lastActiveAt: Date, at: Date): ActivityBucket {
  const idle = at.getTime() - lastActiveAt.getTime();
  if (idle < DAY_MS) return 'today';
  if (idle < 7 * DAY_MS) return 'this_week';
  if (idle < 30 * DAY_MS) return 'this_month';
  return 'earlier';
}
