import { createHash } from 'node:crypto';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

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
 * Find Matches) building the statement cost as much CPU as running it. Its rows are mapped as
 * `withPlainRowMapping` says.
 */
export function buildOnce<T>(db: object, key: string, build: () => T): T {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  if (!statements.has(key)) {
    if (statements.size >= MAX_BUILT) statements.delete(statements.keys().next().value!);
    statements.set(key, withPlainRowMapping(build()));
  }
  return statements.get(key) as T;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
/** What Drizzle's prepared selects (node-postgres and PGlite alike) keep of their selection. */
interface DrizzlePrepared {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's row mapping picks for a selected field, in its order. */
function decoderOf(field: unknown): Decoder {
  const decoding = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoding(field);
  if (is(field, Subquery)) return decoding((field._ as unknown as { sql: SQL }).sql);
  return decoding((field as SQL.Aliased).sql);
}

/**
 * Drizzle maps every row by walking its selection and asking of every column, row after row, what
 * kind of thing selected it (`is()`, a walk up prototypes): 12 % of a Find Matches request's CPU.
 * The answers never change for a built statement, so they are found once here and each row is a
 * plain loop giving the same object. A selection Drizzle may turn to null (a whole table's columns
 * from an outer join) keeps Drizzle's own mapping, and so does anything that is not a prepared select.
 */
export function withPlainRowMapping<T>(statement: T): T {
  const prepared = statement as DrizzlePrepared;
  const fields = prepared.fields;
  if (!fields || !Array.isArray(fields) || prepared.customResultMapper) return statement;
  const nullable = prepared.joinsNotNullableMap ?? {};
  if (fields.some(({ path, field }) => path.length === 2 && is(field, Column) && nullable[getTableName(field.table)] === false)) return statement;
  const columns = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i += 1) {
        const { path, decoder } = columns[i]!;
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth += 1) node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
        const raw = row[i];
        node[path[path.length - 1]!] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      return result;
    });
  return statement;
}
