// @ownDatabase embedded
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * drizzle/0009_guardian_source.sql: guardian_links becomes the one record of a woman's guardian.
 * A database migrated up to the migration before it, holding women named before guardian links
 * existed, keeps every guardian after it, and users loses its two guardian columns. PGlite needs
 * the ESM loader jest lacks, so the database lives in a plain node child that prints what it holds.
 */
const FOLDER = path.join(process.cwd(), 'drizzle');

function migrationsBefore0009(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-migrations-'));
  cpSync(FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0009');
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const woman = (email: string, guardian: string) =>
  `insert into users (email, password_hash, first_name, last_name, gender, status, guardian_email, guardian_phone)
   values ('${email}', 'x', 'W', 'R', 'female', 'graduate', '${guardian}', '+44 7700 900123');`;

const SEED = `
  ${woman('legacy@example.test', ' Wali.Legacy@Example.test ')}
  ${woman('linked@example.test', 'wali.linked@example.test')}
  ${woman('stopped@example.test', 'wali.stopped@example.test')}
  ${woman('stopped-her@example.test', 'wali.her@example.test')}
  insert into users (email, password_hash, first_name, last_name, gender, status) values ('man@example.test', 'x', 'M', 'R', 'male', 'student');
  insert into guardian_links (user_id, email, phone, status, created_at)
    select id, 'wali.old@example.test', '', 'replaced', now() - interval '9 days' from users where email = 'linked@example.test';
  insert into guardian_links (user_id, email, phone, status, created_at, responded_at)
    select id, 'wali.linked@example.test', '+44 7700 900123', 'confirmed', now() - interval '8 days', now() from users where email = 'linked@example.test';
  insert into guardian_opt_outs (email) values ('wali.stopped@example.test');
  insert into guardian_ward_opt_outs (email, user_id) select 'wali.her@example.test', id from users where email = 'stopped-her@example.test';
`;

const SCRIPT = `
  import { PGlite } from '@electric-sql/pglite';
  import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
  import { drizzle } from 'drizzle-orm/pglite';
  import { migrate } from 'drizzle-orm/pglite/migrator';
  const { before, all, seed } = JSON.parse(process.env.MIGRATION_CASE);
  // The later migrations create pg_trgm, which PGlite has only when opened with it (lib/server/db.ts).
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: before });
  await client.exec(seed);
  await migrate(drizzle(client), { migrationsFolder: all });
  const rows = async (query) => (await client.query(query)).rows;
  console.log(JSON.stringify({
    current: await rows(\`select u.email as member, l.email, l.phone, l.status, l.reminded_at is not null as reminded, l.responded_at is not null as responded
      from guardian_links l join users u on u.id = l.user_id where l.status <> 'replaced' order by u.email\`),
    replaced: await rows(\`select email from guardian_links where status = 'replaced'\`),
    columns: await rows(\`select column_name from information_schema.columns where table_name = 'users' and column_name like 'guardian%'\`),
    users: await rows('select count(*)::int as n from users'),
  }));
  await client.close();
`;

function migrateWithLegacyGuardians() {
  const before = migrationsBefore0009();
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      env: { ...process.env, MIGRATION_CASE: JSON.stringify({ before, all: FOLDER, seed: SEED }) },
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop()!);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}

describe('migration 0009: the guardian lives in guardian_links only', () => {
  let after: { current: unknown[]; replaced: unknown[]; columns: unknown[]; users: unknown[] };
  beforeAll(() => {
    after = migrateWithLegacyGuardians();
  });

  it('gives every woman named before guardian links existed her current link, as naming them now would', () => {
    expect(after.current).toEqual([
      { member: 'legacy@example.test', email: 'wali.legacy@example.test', phone: '+44 7700 900123', status: 'pending', reminded: true, responded: false },
      // Already recorded: left as it was.
      { member: 'linked@example.test', email: 'wali.linked@example.test', phone: '+44 7700 900123', status: 'confirmed', reminded: false, responded: true },
      { member: 'stopped-her@example.test', email: 'wali.her@example.test', phone: '+44 7700 900123', status: 'unsubscribed', reminded: true, responded: true },
      { member: 'stopped@example.test', email: 'wali.stopped@example.test', phone: '+44 7700 900123', status: 'unsubscribed', reminded: true, responded: true },
    ]);
    expect(after.replaced).toEqual([{ email: 'wali.old@example.test' }]);
  });

  it('drops the copy on users and keeps every user', () => {
    expect(after.columns).toEqual([]);
    expect(after.users).toEqual([{ n: 5 }]);
  });
});
