import type { z } from 'zod/mini';
import { MSG_INPUT } from '@/lib/shared/messages/input';

export type Validated<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/**
 * The first issue's message is the one sentence a form or an API error shows. It reads the schema
 * through the standard interface every zod schema carries, so a browser form whose schema is
 * fetched later (lib/client/use-zod-form.ts) needs no zod code of its own to call it. No schema
 * here refines asynchronously; one that did would answer a promise, refused as zod's own
 * `safeParse` refused it.
 */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) throw new Error('validate: the schema checks asynchronously');
  if (!result.issues) return { ok: true, data: result.value as z.output<S> };
  const issue = result.issues[0];
  const field = issue?.path?.map((key) => (typeof key === 'object' ? key.key : key)).join('.');
  return { ok: false, message: issue?.message || MSG_INPUT.invalidRequest, field: field || undefined };
}
