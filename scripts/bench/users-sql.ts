/** The bare-SQL baseline of bench:users: the statements the app's Find Matches runs, written out by hand. */

const SCORE = (me: string, them: string) => {
  const w = (x: string, y: string, mask: string, other: string) =>
    `(bit_count(${x}.${mask}1 & ${y}.${other}) + 10 * bit_count(${x}.${mask}2 & ${y}.${other}) + 50 * bit_count(${x}.${mask}3 & ${y}.${other}) + 250 * bit_count(${x}.${mask}4 & ${y}.${other}))`;
  const sat = (x: string, y: string) => `(${w(x, y, 'acc', 'ans')}::float8 / nullif(${w(x, y, 'q', 'asked')}, 0))`;
  return `(case when bit_count(${me}.asked & ${them}.asked) >= 3 then floor(100 * sqrt(${sat(me, them)} * ${sat(them, me)}) + 0.5)::int end)`;
};

/** The app's pool rule for a male viewer of 19, graduate (bench1): listable, not resting, mutual. */
const POOL = `
  u.gender = 'female' and u.id <> $1 and u.is_admin = false and u.suspended = false
  and exists (select 1 from subscriptions s where s.user_id = u.id and (s.status in ('APPROVED', 'ACTIVE') or (s.status in ('CANCELLED', 'SUSPENDED') and s.current_period_ends_at > now())))
  and not exists (select 1 from sanctions x where x.user_id = u.id and x.lifted_at is null and x.kind in ('suspend', 'ban') and (x.ends_at is null or x.ends_at > now()))
  and not exists (select 1 from blocks b where b.blocker_id = $1 and b.blocked_id = u.id) and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = $1)
  and u.last_active_at > now() - interval '60 days'
  and (u.seeking_age_min is null or u.seeking_age_min <= 19) and (u.seeking_age_max is null or u.seeking_age_max >= 19)
  and (u.seeking_status is null or u.seeking_status = 'either' or u.seeking_status = 'graduate')`;
const COLUMNS = `u.id, u.first_name, u.last_name, u.age, u.gender, u.university, u.status, u.description, u.looking_for, u.created_at, u.city, u.country,
  u.willing_to_relocate, u.marital_status, u.has_children, u.languages, u.prayer, u.seeking_age_min, u.seeking_age_max, u.seeking_status, u.last_active_at,
  exists (select 1 from photos p where p.user_id = u.id) as has_photos, u.created_at::text as cursor_at`;
const FILTERS = `and u.age between 20 and 30 and u.country = 'GB' and u.prayer in ('always', 'usually')`;
export const SCENARIOS = {
  'no filter': {
    query: '',
    sql: `select ${COLUMNS}, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked) as common
          from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
          where ${POOL} order by u.created_at desc, u.id desc limit 21`,
  },
  '3 filters + mutual': {
    query: '?ageMin=20&ageMax=30&country=GB&prayer=always,usually',
    sql: `select ${COLUMNS}, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked) as common
          from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
          where ${POOL} ${FILTERS} order by u.created_at desc, u.id desc limit 21`,
  },
  // As the app reads a search alone: the matching names first, in the list's order (its first
  // chunk, two pages), then the pool's rule and the cards on those ids ($2).
  'search "fatima1"': {
    query: '?search=fatima1',
    candidates: `select u.id from users u where u.gender = 'female' and lower(u.first_name) like '%fatima1%' escape '\\' order by u.created_at desc, u.id desc limit 42`,
    sql: `select ${COLUMNS}, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked) as common
          from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
          where ${POOL} and u.id = any($2::uuid[]) order by u.created_at desc, u.id desc limit 21`,
  },
  'sort=compatibility': {
    query: '?sort=compatibility',
    sql: `select ${COLUMNS}, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked) as common
          from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
          where ${POOL} order by score desc nulls last, u.created_at desc, u.id desc limit 21`,
  },
} as const satisfies Record<string, { query: string; sql: string; candidates?: string }>;
/** What the app runs once per viewer (and then reuses for RANKING_TTL_MS) for sort=compatibility. */
export const RANKING_SQL = `select u.id, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked)::int as common
  from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
  where u.gender = 'female' and u.is_admin = false and u.id <> $1 and u.last_active_at > now() - interval '60 days'
  order by score desc nulls last, u.created_at desc, u.id desc`;

