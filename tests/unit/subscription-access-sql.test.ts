import { execFileSync } from 'node:child_process';
import { PgDialect } from 'drizzle-orm/pg-core';
import { grantsAccess, grantsAccessSql } from '@/lib/server/subscriptions/access';
import { SUBSCRIPTION_STATUSES } from '@/models';

/**
 * The SQL form of the access rule must say exactly what `grantsAccess` says, for every case.
 * PGlite needs ESM dynamic imports that jest's VM lacks, so the query runs in a plain node child.
 */
function evaluateInPglite(expression: { sql: string; params: unknown[] }, rows: unknown[][]): Record<string, boolean> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const { expression, rows } = JSON.parse(process.env.CASES);
    const db = await PGlite.create();
    await db.exec('create table subscriptions (id text primary key, user_id uuid, status text, current_period_ends_at timestamptz)');
    for (const row of rows) await db.query('insert into subscriptions values ($1, gen_random_uuid(), $2, $3)', row);
    const result = await db.query('select id, coalesce(' + expression.sql + ', false) as grants from subscriptions', expression.params);
    console.log(JSON.stringify(Object.fromEntries(result.rows.map((r) => [r.id, r.grants]))));
    await db.close();
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, CASES: JSON.stringify({ expression, rows }) },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

describe('grantsAccessSql agrees with grantsAccess', () => {
  it('on every status with a period ending in the past, in the future, or never', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const periods = [null, new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z')];
    const cases = SUBSCRIPTION_STATUSES.flatMap((status) => periods.map((currentPeriodEndsAt) => ({ status, currentPeriodEndsAt })));
    const expression = new PgDialect().sqlToQuery(grantsAccessSql(now));
    const answers = evaluateInPglite(
      expression,
      cases.map((c, i) => [String(i), c.status, c.currentPeriodEndsAt?.toISOString() ?? null]),
    );
    expect(Object.keys(answers)).toHaveLength(cases.length);
    for (const [i, c] of cases.entries()) expect({ ...c, grants: answers[String(i)] }).toEqual({ ...c, grants: grantsAccess(c, now) });
  }, 30_000);
});
