import { and, desc, eq, gte, lte, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { compatibilityVectors, photoRequests, photos, users, type UserRow } from '@/models';
import { now } from '../clock';
import { rankingFor, type Ranking } from '../compatibility/ranking-cache';
import { commonSql, scoreSql } from '../compatibility/score-sql';
import { config } from '../config';
import { getDb, type Db } from '../db';
import { photoUrls } from '../photos/signed-url';
import { buildOnce } from '../prepared';
import { listableForSql } from '../safety/contactable';
import { timeSql } from '../sql-params';
import { activityBucket } from './activity';
import { encodeCursor, firstNameMatchSql, firstNamePattern, type ListCursor, type MemberListQuery } from './list-query';
import { presentMemberCard, type MemberCardPage } from './present-card';

const DAY_MS = 24 * 3600 * 1000;
const me = alias(compatibilityVectors, 'me');
const them = alias(compatibilityVectors, 'them');

type Viewer = Pick<UserRow, 'id' | 'gender' | 'isAdmin' | 'age' | 'status'>;
/** What a list statement's text depends on besides the query: every other fact of the viewer is a value. */
type ViewerKind = Pick<Viewer, 'gender' | 'isAdmin'>;
const p = sql.placeholder;
/** Whether a filter is given: the one test for a statement's text and for the shape it is kept under. */
const isSet = (value: unknown) => value !== undefined && value !== false;

/**
 * Everything a card shows. `photoId` is her first photo when she accepted the viewer's photo
 * request (signed for the viewer below), never otherwise: photos stay private until accepted.
 */
const cardColumns = (viewerId: SQLWrapper) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  age: users.age,
  gender: users.gender,
  university: users.university,
  status: users.status,
  description: users.description,
  lookingFor: users.lookingFor,
  createdAt: users.createdAt,
  city: users.city,
  country: users.country,
  willingToRelocate: users.willingToRelocate,
  maritalStatus: users.maritalStatus,
  hasChildren: users.hasChildren,
  // As JSON, which the driver reads natively: parsing PostgreSQL's array text cost 4 % of a list's CPU.
  languages: sql<string[]>`to_json(${users.languages})`,
  prayer: users.prayer,
  seekingAgeMin: users.seekingAgeMin,
  seekingAgeMax: users.seekingAgeMax,
  seekingStatus: users.seekingStatus,
  lastActiveAt: users.lastActiveAt,
  hasPhotos: sql<boolean>`exists (select 1 from ${photos} where ${photos.userId} = ${users.id})`,
  photoId: sql<string | null>`(select ${photos.id} from ${photos} where ${photos.userId} = ${users.id} and exists (select 1 from ${photoRequests} where ${photoRequests.requesterId} = ${viewerId} and ${photoRequests.targetUserId} = ${users.id} and ${photoRequests.status} = 'accepted') order by ${photos.createdAt} limit 1)`,
  verifiedUniversity: sql<boolean>`${users.universityVerifiedAt} is not null`,
  verifiedPhoto: sql<boolean>`${users.photoVerifiedAt} is not null`,
});

/**
 * Not resting: active within IDLE_HIDE_DAYS of `at`. For the unfiltered list, planned once per
 * connection, the time is moved on the column's side, which no statistics describe, so PostgreSQL
 * guesses a third of the rows whether it plans for this request's time or for any. Compared
 * exactly (`last_active_at > $at - 60 days`, counted exactly only when it knew the time), its
 * reusable plan looked dearer (207 against 129) and it planned the list anew at every request:
 * 0.7 ms of its CPU to run 0.2 ms. Either way the test filters rows the index walk has found.
 * A filtered list is planned for its values anyway, and there the exact count picks its index
 * (the guess cost 3 filters a sixth of their throughput).
 */
function notRestingSql(at: Placeholder, reusedPlan: boolean): SQL {
  const idleMs = Math.trunc(config().idleHideDays * DAY_MS);
  if (!reusedPlan) return sql`${users.lastActiveAt} > ${timeSql(at, -idleMs)}`;
  return sql`${users.lastActiveAt} + ${sql.raw(String(idleMs))} * interval '1 millisecond' > ${at}::timestamptz`;
}

/**
 * Who may appear for this viewer with these filters: Find Matches' rule (`listableForSql`), not
 * resting (inactive for IDLE_HIDE_DAYS), each filter given, and with `mutual` (the default) only
 * members whose own preferences admit the viewer; a member with no preference admits everyone.
 * Admins are outside the pool: they have no age or status to be admitted by, so `mutual` is off
 * for them. Every value is a placeholder (`poolValues` fills them): a statement is built once per
 * shape of query (`listStatement`), and building it cost as much CPU as running it.
 */
function poolSql(viewer: ViewerKind, q: MemberListQuery): SQL {
  const at = p('at');
  return and(
    listableForSql({ ...viewer, id: p('viewerId') }, at),
    notRestingSql(at, planOnce(q)),
    isSet(q.search) ? firstNameMatchSql(p('search')) : undefined,
    isSet(q.ageMin) ? gte(users.age, p('ageMin')) : undefined,
    isSet(q.ageMax) ? lte(users.age, p('ageMax')) : undefined,
    isSet(q.status) ? eq(users.status, p('status')) : undefined,
    isSet(q.university) ? sql`lower(${users.university}) = ${p('university')}` : undefined,
    isSet(q.country) ? eq(users.country, p('country')) : undefined,
    isSet(q.city) ? eq(users.cityKey, p('city')) : undefined,
    isSet(q.relocate) ? eq(users.willingToRelocate, true) : undefined,
    isSet(q.maritalStatus) ? sql`${users.maritalStatus} = any(${p('maritalStatus')}::text[])` : undefined,
    isSet(q.prayer) ? sql`${users.prayer} = any(${p('prayer')}::text[])` : undefined,
    isSet(q.verified) ? sql`${users.universityVerifiedAt} is not null` : undefined,
    isSet(q.hasPhotos) ? sql`exists (select 1 from ${photos} where ${photos.userId} = ${users.id})` : undefined,
    isSet(q.activeWithinDays) ? sql`${users.lastActiveAt} >= ${p('activeSince')}::timestamptz` : undefined,
    isSet(q.joinedWithinDays) ? sql`${users.createdAt} >= ${p('joinedSince')}::timestamptz` : undefined,
    q.mutual && !viewer.isAdmin
      ? sql`(${users.seekingAgeMin} is null or ${users.seekingAgeMin} <= ${p('viewerAge')}) and (${users.seekingAgeMax} is null or ${users.seekingAgeMax} >= ${p('viewerAge')}) and (${users.seekingStatus} is null or ${users.seekingStatus} = 'either' or ${users.seekingStatus} = ${p('viewerStatus')})`
      : undefined,
  )!;
}

/** The values of `poolSql`'s placeholders for this viewer, query and time. */
function poolValues(viewer: Viewer, q: MemberListQuery, at: Date): Record<string, unknown> {
  const since = (days: number | undefined) => (days === undefined ? undefined : new Date(at.getTime() - days * DAY_MS).toISOString());
  return {
    at: at.toISOString(),
    viewerId: viewer.id,
    viewerAge: viewer.age,
    viewerStatus: viewer.status,
    search: q.search && firstNamePattern(q.search),
    ageMin: q.ageMin,
    ageMax: q.ageMax,
    status: q.status,
    university: q.university,
    country: q.country,
    city: q.city,
    maritalStatus: q.maritalStatus,
    prayer: q.prayer,
    activeSince: since(q.activeWithinDays),
    joinedSince: since(q.joinedWithinDays),
  };
}

/**
 * What a list statement's text depends on: which filters are set, the sort, whether a cursor
 * continues it, and the viewer's kind. Values never enter it, so the number of shapes is bounded.
 */
function shapeOf(viewer: ViewerKind, q: MemberListQuery, after: boolean): string {
  const filters = Object.entries(q)
    .filter(([key, value]) => !NOT_FILTERS.has(key) && isSet(value))
    .map(([key]) => key)
    .sort();
  return [viewer.isAdmin ? 'admin' : viewer.gender, q.sort, after ? 'after' : 'first', q.mutual ? 'mutual' : 'all', ...filters].join('_');
}

type CardRow = Awaited<ReturnType<typeof readCards>>[number];
type Scored = { score: number | null; common: number | null };

function present(viewerId: string, row: CardRow, scored: Scored, at: Date) {
  const compatibility = scored.score === null || scored.common === null ? null : { score: scored.score, common: scored.common };
  return presentMemberCard(row, activityBucket(row.lastActiveAt, at), compatibility, row.photoId ? photoUrls().sign(row.photoId, viewerId) : null);
}

/** What does not narrow the pool: without anything else, the list's best plan does not depend on the values. */
const NOT_FILTERS = new Set(['limit', 'cursor', 'sort', 'mutual']);

/**
 * A list without filters runs as a prepared statement (lib/server/prepared.ts): planning it cost
 * more than running it. A filtered one is planned each time, for its values: one plan for every
 * city or age range walked the wrong index (a tenth of the throughput in bench:users).
 */
function planOnce(query: MemberListQuery): boolean {
  return Object.entries(query).every(([key, value]) => NOT_FILTERS.has(key) || !isSet(value));
}

/**
 * A list statement of this shape, built once (`buildOnce`). One without filters is also named,
 * so each pooled connection plans it once (lib/server/prepared.ts): planning it cost more than
 * running it. A filtered one is planned at each run, for its values: one plan for every city or
 * age range walked the wrong index (a tenth of the throughput in bench:users).
 */
function listStatement<T extends { prepare(name: string): unknown }>(db: Db, kind: string, shape: string, query: MemberListQuery, build: () => T): ReturnType<T['prepare']> {
  return buildOnce(db, `${kind}_${shape}`, () => build().prepare(planOnce(query) ? `${kind}_${shape}` : '')) as ReturnType<T['prepare']>;
}

/** The cards of `ids` that the viewer's pool and filters admit, in no particular order. */
async function readCards(viewer: Viewer, query: MemberListQuery, ids: string[], at: Date) {
  const db = await getDb();
  const statement = listStatement(db, 'cards', shapeOf(viewer, query, false), query, () =>
    db
      .select(cardColumns(p('viewerId')))
      .from(users)
      .where(and(poolSql(viewer, query), sql`${users.id} = any(${p('ids')}::uuid[])`)),
  );
  return statement.execute({ ...poolValues(viewer, query, at), ids });
}

/**
 * The page's row count, written into the statement rather than passed as a value: costing a
 * reusable plan for `limit $n`, PostgreSQL assumes a tenth of the pool is read (4,847 against 129
 * for the real 21 rows), so it planned the unfiltered list afresh on every request, 1 ms of its
 * CPU each, instead of once per connection. The schema has clamped it to an integer of 1-50.
 * Drizzle takes any SQL there; its type names only numbers and placeholders.
 */
const rowLimit = (rows: number) => sql.raw(String(Math.trunc(rows))) as unknown as Placeholder;

type TimeCursor = Exclude<ListCursor, { sort: 'compatibility' }>;
type PageKey = { id: string; cursorAt: string };

/**
 * The cards with the viewer's score and the questions in common, from `users` and both members'
 * compatibility vectors: what every statement that returns whole cards with scores selects.
 * `extra`: more columns (the list's sort key).
 */
function scoredCardsFrom<Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, extra: Extra = {} as Extra) {
  return db
    .select({ ...cardColumns(p('viewerId')), ...extra, score: sql<number | null>`${scoreSql}`, common: sql<number | null>`${commonSql}` })
    .from(users)
    .leftJoin(them, eq(them.userId, users.id))
    .leftJoin(me, eq(me.userId, p('viewerId')));
}

/** `keys` in their order, each with its card where `cards` has it (a member gone since is left out), carrying its sort key. */
function inPageOrder<Card extends { id: string }>(keys: PageKey[], cards: Card[]): Array<Card & PageKey> {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return keys.flatMap(({ id, cursorAt }) => {
    const card = byId.get(id);
    return card ? [Object.assign(card, { cursorAt })] : [];
  });
}

/** The sort key of a newest or most recently active list, and the condition for the page after `cursorAt`/`cursorId`. */
function sortKey(query: MemberListQuery, after: boolean) {
  const key = query.sort === 'active' ? users.lastActiveAt : users.createdAt;
  return { key, after: after ? sql`(${key}, ${users.id}) < (${p('cursorAt')}::timestamptz, ${p('cursorId')}::uuid)` : undefined };
}

/** One page of Find Matches as whole cards in one statement: a list without filters, planned once per connection. */
function pageSelect(db: Db, viewer: ViewerKind, query: MemberListQuery, after: boolean) {
  const { key, after: afterCursor } = sortKey(query, after);
  // The sort key as PostgreSQL writes it, to the microsecond, for the next page's cursor.
  return scoredCardsFrom(db, { cursorAt: sql<string>`${key}::text` })
    .where(and(poolSql(viewer, query), afterCursor))
    .orderBy(desc(key), desc(users.id))
    .limit(rowLimit(query.limit + 1));
}

/**
 * One page of a filtered list, its members only: planned for its values on every request, so it
 * names nothing the walk does not need. With the cards' columns, scores and photo subqueries in
 * the same statement, planning it cost PostgreSQL three times the run (bench:users: 1,160 plans
 * and runs a second in pgbench against 3,800 runs of the plan kept); `cardsById` reads them with a
 * plan made once.
 */
function pageIdsSelect(db: Db, viewer: ViewerKind, query: MemberListQuery, after: boolean) {
  const { key, after: afterCursor } = sortKey(query, after);
  return db
    .select({ id: users.id, cursorAt: sql<string>`${key}::text` })
    .from(users)
    .where(and(poolSql(viewer, query), afterCursor))
    .orderBy(desc(key), desc(users.id))
    .limit(rowLimit(query.limit + 1));
}

/** The cards, scores and photos of `ids` for the viewer, in no particular order: one named statement for every filtered page. */
async function cardsById(viewerId: string, ids: string[]) {
  const db = await getDb();
  const statement = buildOnce(db, 'cards_by_id', () =>
    scoredCardsFrom(db)
      .where(sql`${users.id} = any(${p('ids')}::uuid[])`)
      .prepare('cards_by_id'),
  );
  return statement.execute({ viewerId, ids });
}

/**
 * The cards and scores of `ids` that the viewer's pool and the query's filters admit, in no
 * particular order; without filters one plan serves every call (`listStatement`).
 */
async function scoredCards(viewer: Viewer, query: MemberListQuery, ids: string[], at: Date) {
  const db = await getDb();
  const statement = listStatement(db, 'scored', shapeOf(viewer, query, false), query, () =>
    scoredCardsFrom(db).where(and(poolSql(viewer, query), sql`${users.id} = any(${p('ids')}::uuid[])`)),
  );
  return statement.execute({ ...poolValues(viewer, query, at), ids });
}

/**
 * Up to `count` members of the other gender (admins: both) whose first name matches the search,
 * in the list's order after `after`. The name alone is a condition PostgreSQL estimates well, so
 * it walks the sort's index for a common name and reads the trigram index for a rare one. Behind
 * the pool's dozen conditions it guessed 26 of 631 matches (bench:users, "fatima1") and always
 * read every match through the trigram and gender indexes and sorted them: 3 ms of its CPU.
 */
async function searchCandidates(viewer: Viewer, query: MemberListQuery, after: PageKey | undefined, count: number): Promise<PageKey[]> {
  const db = await getDb();
  const { key, after: afterCursor } = sortKey(query, after !== undefined);
  const shape = `${viewer.isAdmin ? 'admin' : viewer.gender}_${query.sort}_${after ? 'after' : 'first'}`;
  const statement = buildOnce(db, `search_${shape}`, () =>
    db
      .select({ id: users.id, cursorAt: sql<string>`${key}::text` })
      .from(users)
      .where(and(viewer.isAdmin ? undefined : eq(users.gender, viewer.gender === 'male' ? 'female' : 'male'), firstNameMatchSql(p('search')), afterCursor))
      .orderBy(desc(key), desc(users.id))
      .limit(p('count'))
      .prepare(''),
  );
  return statement.execute({ search: firstNamePattern(query.search!), cursorAt: after?.cursorAt, cursorId: after?.id, count });
}

/**
 * A first-name search with no other filter: the matching members in the list's order
 * (`searchCandidates`), a chunk at a time, kept where the pool admits them (`scoredCards`, one
 * plan), until the page is full. A chunk starts at two pages, small enough that PostgreSQL still
 * walks the index for a common name, and grows fourfold while the pool leaves most out.
 */
async function searchPage(viewer: Viewer, query: MemberListQuery, cursor: TimeCursor | undefined, at: Date) {
  const pool: MemberListQuery = { ...query, search: undefined };
  const rows: Array<Awaited<ReturnType<typeof scoredCards>>[number] & PageKey> = [];
  let after: PageKey | undefined = cursor && { id: cursor.id, cursorAt: cursor.at };
  let chunk = 2 * (query.limit + 1);
  while (rows.length <= query.limit) {
    const candidates = await searchCandidates(viewer, query, after, chunk);
    if (candidates.length === 0) break;
    rows.push(...inPageOrder(candidates, await scoredCards(viewer, pool, candidates.map((c) => c.id), at)));
    if (candidates.length < chunk) break;
    after = candidates.at(-1);
    chunk *= 4;
  }
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
}

/**
 * The newest or most recently active list after the cursor: up to `limit` rows with the card, the
 * score and the sort key, and whether more follow. In one statement without filters; a search
 * alone by its names first (`searchPage`); else the page's ids first and their cards by id
 * (`pageIdsSelect`), where a member gone between the two is left out.
 */
async function readPage(viewer: Viewer, query: MemberListQuery, cursor: TimeCursor | undefined, at: Date) {
  const db = await getDb();
  const shape = `${shapeOf(viewer, query, cursor !== undefined)}_${query.limit}`;
  const values = { ...poolValues(viewer, query, at), cursorAt: cursor?.at, cursorId: cursor?.id };
  if (planOnce(query)) {
    const rows = await listStatement(db, 'members', shape, query, () => pageSelect(db, viewer, query, cursor !== undefined)).execute(values);
    return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
  }
  if (isSet(query.search) && planOnce({ ...query, search: undefined })) return searchPage(viewer, query, cursor, at);
  const found = await listStatement(db, 'page', shape, query, () => pageIdsSelect(db, viewer, query, cursor !== undefined)).execute(values);
  const page = found.slice(0, query.limit);
  const rows = inPageOrder(page, page.length === 0 ? [] : await cardsById(viewer.id, page.map((row) => row.id)));
  return { rows, more: found.length > query.limit };
}

/**
 * Find Matches: members who can answer (active subscription, not suspended or banned, not
 * admins) of the other gender, never the caller nor anyone a block stands between, filtered as
 * asked and sorted newest first (walking users_gender_created_idx), most recently active
 * (users_gender_active_idx) or by compatibility over the whole pool (the viewer's ranking).
 * The gender comes from the session, not the query. Admins are outside the pool and see both genders.
 */
export async function listMembers(viewer: Viewer, query: MemberListQuery): Promise<MemberCardPage> {
  const at = now();
  if (query.sort === 'compatibility') return listByCompatibility(viewer, query, at);
  const active = query.sort === 'active';
  const cursor = query.cursor && query.cursor.sort !== 'compatibility' ? query.cursor : undefined;
  const { rows, more } = await readPage(viewer, query, cursor, at);
  const last = rows.at(-1);
  return {
    users: rows.map((row) => present(viewer.id, row, row, at)),
    nextCursor: more && last ? encodeCursor({ sort: active ? 'active' : 'newest', at: last.cursorAt, id: last.id }) : null,
  };
}

/**
 * Every candidate of the viewer's pool (the other gender, not admins, not resting), best score
 * first, then those without a score newest first: one scan scoring each with score-sql.ts. A
 * member who comes back from resting joins a ranking built before when it expires.
 */
async function buildRanking(viewer: Viewer, at: Date): Promise<Ranking> {
  const db = await getDb();
  const scoreExpr = sql<number | null>`${scoreSql}`;
  const rows = await db
    .select({ id: users.id, score: scoreExpr, common: sql<number | null>`${commonSql}` })
    .from(users)
    .leftJoin(them, eq(them.userId, users.id))
    .leftJoin(me, eq(me.userId, viewer.id))
    .where(
      and(
        viewer.isAdmin ? undefined : eq(users.gender, viewer.gender === 'male' ? 'female' : 'male'),
        eq(users.isAdmin, false),
        sql`${users.id} <> ${viewer.id}`,
        // Resting members would be dropped by every page anyway: not scoring them saves a third of the work on an aging pool.
        sql`${users.lastActiveAt} > ${new Date(at.getTime() - config().idleHideDays * DAY_MS)}`,
      ),
    )
    .orderBy(sql`${scoreExpr} desc nulls last`, desc(users.createdAt), desc(users.id));
  return {
    ids: rows.map((r) => r.id),
    scores: rows.map((r) => r.score),
    commons: rows.map((r) => r.common),
    indexById: new Map(rows.map((r, i) => [r.id, i])),
  };
}

/**
 * sort=compatibility: walks the viewer's ranking from the cursor in growing chunks, keeping the
 * members the pool's rule and the filters admit (one query per chunk), until the page is full.
 */
async function listByCompatibility(viewer: Viewer, query: MemberListQuery, at: Date): Promise<MemberCardPage> {
  const ranking = await rankingFor(viewer.id, () => buildRanking(viewer, at));
  const cursor = query.cursor?.sort === 'compatibility' ? query.cursor : undefined;
  let start = cursor ? (ranking.indexById.get(cursor.id) ?? cursor.index) + 1 : 0;
  // Every row of a chunk is read as a whole card: three pages' worth fills a page when most of the
  // ranking is in the pool (in bench:users the first hundred, mapped whole, cost the app more than
  // the rest of the request), and a chunk grows fourfold while filters leave most out.
  let chunk = Math.max(30, query.limit * 3);
  const found: Array<{ row: CardRow; index: number }> = [];
  while (found.length <= query.limit && start < ranking.ids.length) {
    const ids = ranking.ids.slice(start, start + chunk);
    const rows = await readCards(viewer, query, ids, at);
    const byId = new Map(rows.map((row) => [row.id, row]));
    ids.forEach((id, offset) => {
      const row = byId.get(id);
      if (row) found.push({ row, index: start + offset });
    });
    start += ids.length;
    chunk *= 4;
  }
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map(({ row, index }) => present(viewer.id, row, { score: ranking.scores[index], common: ranking.commons[index] }, at)),
    nextCursor: found.length > query.limit && last ? encodeCursor({ sort: 'compatibility', index: last.index, id: last.row.id }) : null,
  };
}
