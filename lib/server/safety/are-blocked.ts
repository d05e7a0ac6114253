import { sql } from 'drizzle-orm';
import { getDb, type Tx } from '../db';
import { notBlockedSql } from './blocked-sql';

/**
 * Whether either member blocked the other. A block is mutual in effect, so every path that lets
 * one member reach the other (messages, photo requests, profiles, socket events) asks this.
 */
export async function areBlocked(a: string, b: string, db?: Tx): Promise<boolean> {
  const result = await (db ?? (await getDb())).execute<{ free: boolean }>(sql`select ${notBlockedSql(a, b)} as free`);
  return result.rows[0]?.free === false;
}
