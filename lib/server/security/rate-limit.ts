import { lt, sql } from 'drizzle-orm';
import { rateLimits } from '@/models';
import type { Tx } from '../db';
import { AppError } from '../errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/** Counts one event against a fixed window; returns the count including this one. */
export async function countHit(db: Tx, limit: Limit): Promise<{ count: number; resetAt: Date }> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into ${rateLimits} (key, count, reset_at)
    values (${limit.key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning count, reset_at`);
  const row = result.rows[0];
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Throws 429 when the window is already full, without counting. */
export async function assertUnderLimit(db: Tx, limit: Limit): Promise<void> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(
    sql`select count, reset_at from ${rateLimits} where key = ${limit.key} and reset_at > now()`,
  );
  const row = result.rows[0];
  if (row && Number(row.count) >= limit.max) throw tooMany(limit, new Date(row.reset_at));
}

/** Counts one event and throws 429 once the window holds more than allowed. */
export async function consume(db: Tx, limit: Limit): Promise<void> {
  const { count, resetAt } = await countHit(db, limit);
  if (count > limit.max) throw tooMany(limit, resetAt);
}

export async function clearLimit(db: Tx, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function pruneExpiredLimits(db: Tx): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
}

function tooMany(limit: Limit, resetAt: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError('rate_limited', limit.message, { retryAfterSeconds });
}
