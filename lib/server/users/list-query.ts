import { MSG_MEMBERS } from '@/lib/shared/messages';
import { AppError } from '../errors';
import { isUuid } from '../ids';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 60;
/** PostgreSQL's text form of a timestamptz, e.g. `2026-11-21 12:00:00.123456+00`. */
const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export interface MemberListQuery {
  limit: number;
  search?: string;
  cursor?: { createdAt: string; id: string };
}

/** `?limit=&cursor=&search=` of GET /api/users; a limit out of range is clamped, a bad cursor refused. */
export function parseMemberListQuery(params: URLSearchParams): MemberListQuery {
  const requested = Number.parseInt(params.get('limit') ?? '', 10);
  const limit = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH).toLowerCase() || undefined;
  const rawCursor = params.get('cursor');
  return { limit, search, cursor: rawCursor ? decodeCursor(rawCursor) : undefined };
}

/** The cursor carries the database's own text of created_at, so no microseconds are lost. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(raw: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && PG_TIMESTAMPTZ.test(createdAt) && isUuid(id)) return { createdAt, id };
  } catch {
    // fall through
  }
  throw new AppError('invalid_input', MSG_MEMBERS.invalidCursor);
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern after this. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
