import { z } from 'zod';
import { MSG_INPUT } from '@/lib/shared/messages/input';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 60;
/** PostgreSQL's text form of a timestamptz, e.g. `2026-11-21 12:00:00.123456+00`. */
const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const cursorSchema = z.tuple([z.string().regex(PG_TIMESTAMPTZ), z.uuid()]);

/** The cursor carries the database's own text of created_at, so no microseconds are lost. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(raw: string): { createdAt: string; id: string } | undefined {
  try {
    const decoded = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return decoded.success ? { createdAt: decoded.data[0], id: decoded.data[1] } : undefined;
  } catch {
    return undefined;
  }
}

/** `?limit=&cursor=&search=` of GET /api/users; a limit out of range is clamped, a bad cursor refused. */
export const memberListQuerySchema = z.object({
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
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern after this. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
