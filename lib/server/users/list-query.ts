import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { checkAgeOrder, matchFilterParamsShape } from '@/lib/schemas/discovery';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { users } from '@/models';
import type { Bound } from '../sql-params';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 60;
/** PostgreSQL's text form of a timestamptz, e.g. `2026-11-21 12:00:00.123456+00`. */
const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/**
 * Where a page ends, per sort: newest keeps the original `[created_at, id]` (cursors handed out
 * before the sorts existed stay valid), active is keyed on last_active_at, compatibility on the
 * position in the viewer's ranking (lib/server/compatibility/ranking-cache.ts) and the id there.
 */
export type ListCursor = { sort: 'newest'; at: string; id: string } | { sort: 'active'; at: string; id: string } | { sort: 'compatibility'; index: number; id: string };

const cursorSchema = z.union([
  z.tuple([z.string().regex(PG_TIMESTAMPTZ), z.uuid()]).transform(([at, id]): ListCursor => ({ sort: 'newest', at, id })),
  z.tuple([z.literal('active'), z.string().regex(PG_TIMESTAMPTZ), z.uuid()]).transform(([, at, id]): ListCursor => ({ sort: 'active', at, id })),
  z.tuple([z.literal('compatibility'), z.number().int().min(0), z.uuid()]).transform(([, index, id]): ListCursor => ({ sort: 'compatibility', index, id })),
]);

/** The cursor carries the database's own text of the timestamps, so no microseconds are lost. */
export function encodeCursor(cursor: ListCursor): string {
  const parts = cursor.sort === 'newest' ? [cursor.at, cursor.id] : cursor.sort === 'active' ? ['active', cursor.at, cursor.id] : ['compatibility', cursor.index, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodeCursor(raw: string): ListCursor | undefined {
  try {
    const decoded = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return decoded.success ? decoded.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `?limit=&cursor=&search=` of GET /api/users and the filters of lib/schemas/discovery.ts; a limit
 * out of range is clamped, a bad cursor (or one from another sort) refused, a bad filter refused
 * with a message naming it.
 */
export const memberListQuerySchema = z
  .object({
    limit: z
      .string()
      .optional()
      .transform((raw) => {
        const requested = Number.parseInt(raw ?? '', 10);
        return Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
      }),
    search: z
      .string()
      .optional()
      .transform((raw) => raw?.trim().slice(0, MAX_SEARCH_LENGTH).toLowerCase() || undefined),
    cursor: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (!raw) return undefined;
        const cursor = decodeCursor(raw);
        if (!cursor) ctx.addIssue({ code: 'custom', message: MSG_INPUT.invalidCursor });
        return cursor;
      }),
    ...matchFilterParamsShape,
  })
  .superRefine((v, ctx) => {
    checkAgeOrder(v, ctx);
    if (v.cursor && v.cursor.sort !== v.sort) ctx.addIssue({ code: 'custom', path: ['cursor'], message: MSG_INPUT.invalidCursor });
  });
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern after this. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `search` as the LIKE pattern of `firstNameMatchSql`: the term anywhere in the name. */
export function firstNamePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/**
 * The first names that match `pattern` (`firstNamePattern` of the lower-cased term). Written as
 * the expression users_first_name_trgm_idx indexes, `lower(first_name)`, so the trigram index can
 * serve it.
 */
export function firstNameMatchSql(pattern: Bound<string>): SQL {
  return sql`lower(${users.firstName}) like ${pattern} escape '\\'`;
}
