/* eslint-disable no-restricted-syntax -- leases run on the database's clock, which every node shares: a moved app clock must not hand one job to two nodes at once. */
import { sql } from 'drizzle-orm';
import { jobLeases } from '@/models';
import type { Db } from '../db';

/**
 * Leases run on database time, like heartbeats: they measure real time elapsed between machines,
 * and a test moving the app clock must not hand a running job to a second node.
 */
export interface LeaseStore {
  /** Takes the lease for `seconds` if it is free; else how many milliseconds until it is. 0 means taken. */
  take(name: string, holder: string, seconds: number): Promise<number>;
  /** Keeps the lease `seconds` from now: no node runs the job before then. */
  hold(name: string, holder: string, seconds: number): Promise<void>;
}

export function sqlLeases(db: () => Promise<Db>): LeaseStore {
  return {
    async take(name, holder, seconds) {
      const { rows } = await (await db()).execute<{ wait_ms: number }>(sql`
        with taken as (
          insert into ${jobLeases} (name, holder, until) values (${name}, ${holder}, now() + make_interval(secs => ${seconds}))
          on conflict (name) do update set holder = excluded.holder, until = excluded.until where ${jobLeases.until} <= now()
          returning 0::float8 as wait_ms
        )
        select wait_ms from taken
        union all
        select greatest(1, extract(epoch from until - now()) * 1000)::float8 from ${jobLeases}
        where name = ${name} and not exists (select 1 from taken)`);
      // Both selects empty: another node inserted the row between our snapshot and our insert.
      return rows.length > 0 ? Number(rows[0].wait_ms) : seconds * 1000;
    },
    async hold(name, holder, seconds) {
      await (await db()).execute(sql`
        update ${jobLeases} set until = now() + make_interval(secs => ${seconds})
        where name = ${name} and holder = ${holder}`);
    },
  };
}
