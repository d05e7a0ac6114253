import { lt, sql, type SQL } from 'drizzle-orm';
import { rateLimits } from '@/models';
import type { Tx } from '../db';
import { timeSql, type Bound } from '../sql-params';
import { MSG_LIMITS } from '@/lib/shared/messages/limits';
import { now } from '../clock';
import { AppError } from '../errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  /** A fixed text, or one told when the window resets ("in 12 minutes"). */
  message: string | ((wait: string) => string);
}

/** A limit's count as the counting statement returns it. */
export type HitRow = {
  key: string;
  count: number | string;
  reset_at: string | Date;
};

/**
 * The statement that counts one event against each limit's fixed window (one round trip however
 * many limits: a chat message counts against two), returning `HitRow`s; also usable as a WITH of
 * another statement, so a caller that reads something anyway pays no round trip of its own for
 * it. The keys must differ.
 */
export function countHitsSql(limits: Array<Pick<Limit, 'windowSeconds'> & { key: Bound<string> }>, at: Bound<Date> = now()): SQL {
  const rows = limits.map((limit) => sql`(${limit.key}, 1, ${timeSql(at, limit.windowSeconds * 1000)})`);
  return sql`
    insert into ${rateLimits} (key, count, reset_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= ${timeSql(at)} then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= ${timeSql(at)} then excluded.reset_at else ${rateLimits.resetAt} end
    returning key, count, reset_at`;
}

/** Each limit's count including this event, in the order given. */
function hitsOf(limits: Limit[], rows: HitRow[]): Array<{ count: number; resetAt: Date }> {
  const byKey = new Map(rows.map((row) => [row.key, { count: Number(row.count), resetAt: new Date(row.reset_at) }]));
  return limits.map((limit) => byKey.get(limit.key)!);
}

async function countHits(db: Tx, limits: Limit[]): Promise<Array<{ count: number; resetAt: Date }>> {
  const result = await db.execute<HitRow>(countHitsSql(limits));
  return hitsOf(limits, result.rows);
}

/** Throws 429 for the first limit whose window holds more than allowed once these counts are in. */
export function judgeHits(limits: Limit[], rows: HitRow[]): void {
  const hits = hitsOf(limits, rows);
  const over = limits.findIndex((limit, i) => hits[i].count > limit.max);
  if (over >= 0) throw tooMany(limits[over], hits[over].resetAt);
}

/** Counts one event against a fixed window; returns the count including this one. */
export async function countHit(db: Tx, limit: Limit): Promise<{ count: number; resetAt: Date }> {
  return (await countHits(db, [limit]))[0];
}

/**
 * Reserves one event against every limit given and throws 429 for the first one whose window
 * then holds more than allowed. The count and the check are one statement, so parallel requests
 * cannot all slip under a limit; inside a transaction that later fails, the reservations are
 * rolled back with it.
 */
export async function consume(db: Tx, ...limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  judgeHits(limits, (await db.execute<HitRow>(countHitsSql(limits))).rows);
}

/** The events counted in the current window (0 when none or expired). */
export async function currentCount(db: Tx, key: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count from ${rateLimits} where key = ${key} and reset_at > ${now().toISOString()}::timestamptz`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Gives back one reserved event under each key, e.g. when what was reserved for turned out not to need counting. */
export async function refund(db: Tx, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`update ${rateLimits} set count = greatest(${rateLimits.count} - 1, 0) where key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)}) and reset_at > ${now().toISOString()}::timestamptz`,
  );
}

export async function clearLimit(db: Tx, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function pruneExpiredLimits(db: Tx): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now()));
}

/** "in 40 seconds", "in 12 minutes", "in about 5 hours": when a window resets, in plain words. */
export function waitPhrase(seconds: number): string {
  if (seconds < 90) return MSG_LIMITS.waitSeconds(seconds);
  if (seconds < 90 * 60) return MSG_LIMITS.waitMinutes(Math.ceil(seconds / 60));
  return MSG_LIMITS.waitHours(Math.ceil(seconds / 3600));
}

export function tooMany(limit: Pick<Limit, 'message'>, resetAt: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now().getTime()) / 1000));
  const message = typeof limit.message === 'string' ? limit.message : limit.message(waitPhrase(retryAfterSeconds));
  return new AppError('rate_limited', message, { retryAfterSeconds });
}
