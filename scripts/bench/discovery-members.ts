/**
 * Find Matches' members for the benchmarks that read it (bench:users, bench:scale), inserted by
 * bulk SQL: `bench<i>@example.test` for i = 1..count, even i women and odd i men, with the
 * discovery profile fields, last activity spread over 90 days and 90 % subscribed (every i not
 * ending in 0). bench1 is a man of 19, a graduate, subscribed: the viewer both benchmarks use.
 */
import type pg from 'pg';

const NAMES = ['Aisha', 'Maryam', 'Fatima', 'Khadija', 'Zainab', 'Hafsa', 'Safiya', 'Ruqayya', 'Sumayya', 'Amina', 'Yusuf', 'Ibrahim', 'Omar', 'Ali', 'Bilal', 'Hamza', 'Idris', 'Zakariya', 'Musa', 'Harun'];
const CITIES = ['London', 'Birmingham', 'Manchester', 'Leeds', 'Bradford', 'Leicester', 'Glasgow', 'Cardiff', 'Sheffield', 'Luton', 'Paris', 'Berlin', 'Toronto', 'Dubai', 'Kuala Lumpur'];
const COUNTRIES = ['GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'FR', 'DE', 'CA', 'AE', 'MY', 'PK', 'EG', 'TR', 'US'];

export type SeedStep = (label: string, statement: string, params?: unknown[]) => Promise<void>;

/** One seeding statement, then how many rows it wrote in how long. */
export const seedStep =
  (pool: pg.Pool): SeedStep =>
  async (label, statement, params = []) => {
    const started = Date.now();
    const result = await pool.query(statement, params);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${Date.now() - started} ms`);
  };

/** The members and their subscriptions; first names are a name and a number below 997 (`Aisha123`). */
export async function seedDiscoveryMembers(step: SeedStep, count: number, passwordHash: string): Promise<void> {
  // `i::bigint`: i * 7919 outgrows an integer past 271 000 members.
  await step(
    'members',
    `insert into users (email, password_hash, first_name, last_name, age, gender, university, status, description, looking_for, created_at,
                        city, city_key, country, willing_to_relocate, marital_status, has_children, languages, prayer,
                        seeking_age_min, seeking_age_max, seeking_status, last_active_at)
     select 'bench' || i || '@example.test', $1,
            (array[${NAMES.map((n) => `'${n}'`).join(',')}])[1 + (i % 10) + case when i % 2 = 0 then 0 else 10 end] || (i % 997),
            'Member' || i, 18 + i % 30,
            case when i % 2 = 0 then 'female' else 'male' end,
            'University ' || (i % 50), case when i % 3 = 0 then 'student' else 'graduate' end,
            'About member ' || i, 'Looking for kindness', now() - i * interval '1 minute',
            c.city, lower(c.city), c.country, i % 4 = 0,
            (array['never_married','never_married','never_married','divorced','widowed'])[1 + i % 5], i % 9 = 0,
            array['English', 'Arabic'], (array['always','usually','sometimes','rarely'])[1 + (i / 7) % 4],
            case when i % 5 < 2 then 18 + (i / 3) % 10 end, case when i % 5 < 2 then 28 + (i / 11) % 12 end,
            (array[null, null, 'either', 'student', 'graduate'])[1 + (i / 13) % 5],
            now() - ((i::bigint * 7919) % (90 * 24 * 60)) * interval '1 minute'
     from generate_series(1, $2::int) as i,
          lateral (select (array[${CITIES.map((c) => `'${c}'`).join(',')}])[1 + (i / 17) % ${CITIES.length}] as city,
                          (array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + (i / 17) % ${COUNTRIES.length}] as country) c`,
    [passwordHash, count],
  );
  await step(
    'subscriptions',
    `insert into subscriptions (user_id, provider_subscription_id, status, current_period_ends_at)
     select id, 'I-BENCH' || row_number() over (), 'ACTIVE', now() + interval '30 days'
     from users where email like 'bench%' and right(split_part(email, '@', 1), 1) <> '0'`,
  );
}
