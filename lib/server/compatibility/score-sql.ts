import { sql, type SQL } from 'drizzle-orm';
import { MIN_COMMON_QUESTIONS } from '@/lib/shared/compatibility-questions';

/**
 * The score between the vectors rows aliased `me` (the viewer) and `them` (a candidate), in the
 * floating-point steps of score.ts: one AND and one bit_count per term, no join over answers. Null
 * when either has no vectors row, below MIN_COMMON_QUESTIONS common questions, or when either
 * sum of weights is 0 (nullif makes the division null).
 */
const weighted = (x: 'me' | 'them', y: 'me' | 'them', mask: 'acc' | 'q', other: 'ans' | 'asked') =>
  `(bit_count(${x}.${mask}1 & ${y}.${other}) + 10 * bit_count(${x}.${mask}2 & ${y}.${other}) + 50 * bit_count(${x}.${mask}3 & ${y}.${other}) + 250 * bit_count(${x}.${mask}4 & ${y}.${other}))`;

const satisfaction = (x: 'me' | 'them', y: 'me' | 'them') => `(${weighted(x, y, 'acc', 'ans')}::float8 / nullif(${weighted(x, y, 'q', 'asked')}, 0))`;

export const commonSql: SQL = sql.raw(`bit_count(me.asked & them.asked)::int`);

export const scoreSql: SQL = sql.raw(
  `(case when bit_count(me.asked & them.asked) >= ${MIN_COMMON_QUESTIONS} then floor(100 * sqrt(${satisfaction('me', 'them')} * ${satisfaction('them', 'me')}) + 0.5)::int end)`,
);
