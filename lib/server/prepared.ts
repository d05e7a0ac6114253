import { createHash } from 'node:crypto';

interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * Runs a query as a named prepared statement, so each pooled connection plans a shape once and
 * reuses the plan: the hot reads (the session check, Find Matches) spent more time in
 * PostgreSQL's planner than in running them. The values stay parameters. Without a `name`, the
 * statement is named after its text, so a query whose filters differ gets another name; a query
 * whose text never changes names itself and saves building it twice. (PGlite has no named
 * statements and runs it as before.)
 */
export function runPrepared<R>(query: Preparable<R>, name?: string): Promise<R> {
  return query.prepare(name ?? `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`).execute();
}

const built = new WeakMap<object, Map<string, unknown>>();
/**
 * Statements kept per database. Find Matches makes one per combination of filters a client asks
 * for, so a client trying them all must not grow this without end: past this many, the one built
 * longest ago goes (a named statement rebuilt with the same text reuses what its connections prepared).
 */
const MAX_BUILT = 500;

/**
 * A statement built once per database and `key`, its values placeholders filled on every run
 * (Drizzle's `sql.placeholder`): on the hottest paths (the session check, a chat send's checks,
 * Find Matches) building the statement cost as much CPU as running it.
 */
export function buildOnce<T>(db: object, key: string, build: () => T): T {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  if (!statements.has(key)) {
    if (statements.size >= MAX_BUILT) statements.delete(statements.keys().next().value!);
    statements.set(key, build());
  }
  return statements.get(key) as T;
}
