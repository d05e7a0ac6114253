/**
 * The benchmarks' members: subscribed, each with a live session, inserted in bulk straight into
 * SQL (the sign-up flow would cost minutes for thousands of them and measure nothing we want).
 */
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';

export interface BenchMembers {
  ids: string[];
  sessionIds: string[];
}

/**
 * `count` members, alternating male and female (a man first), so member i and i + 1 may write to
 * each other. `guardians`: each woman has a confirmed guardian, as sign-up asks, so the first
 * message she receives queues her guardian's notice, rendered in the message's own transaction.
 */
export async function seedMembers(databaseUrl: string, count: number, { guardians = false } = {}): Promise<BenchMembers> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = Array.from({ length: count }, () => randomUUID());
    await db.query(
      `insert into users (id, email, password_hash, first_name, last_name, gender, status)
       select id, 'bench-' || id || '@example.test', 'x', 'Bench', 'Member', case when n % 2 = 1 then 'male' else 'female' end, 'student'
       from unnest($1::uuid[]) with ordinality as t(id, n)`,
      [ids],
    );
    await db.query(
      `insert into subscriptions (user_id, provider_subscription_id, status)
       select id, 'I-BENCH-' || id, 'ACTIVE' from unnest($1::uuid[]) as t(id)`,
      [ids],
    );
    if (guardians) {
      await db.query(
        `insert into guardian_links (user_id, email, status, responded_at)
         select id, 'wali-' || id || '@example.test', 'confirmed', now() from unnest($1::uuid[]) with ordinality as t(id, n) where n % 2 = 0`,
        [ids],
      );
    }
    const sessionIds = ids.map(() => randomUUID());
    await db.query(
      `insert into sessions (id, user_id, expires_at)
       select s, u, now() + interval '1 hour' from unnest($1::uuid[], $2::uuid[]) as t(s, u)`,
      [sessionIds, ids],
    );
    return { ids, sessionIds };
  } finally {
    await db.end();
  }
}

/** What lib/server/auth/tokens.ts signs: the session's id as `jti`, for the session audience. */
export function sessionTokens(secret: string, { ids, sessionIds }: BenchMembers): string[] {
  return ids.map((id, i) => jwt.sign({}, secret, { algorithm: 'HS256', subject: id, jwtid: sessionIds[i], audience: 'ns:session', expiresIn: '1h' }));
}
