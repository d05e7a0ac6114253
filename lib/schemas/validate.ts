import type { z } from 'zod/mini';
import { safeParse } from 'zod/mini';
import { MSG_INPUT } from '@/lib/shared/messages/input';

export type Validated<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/** The first issue's message is the one sentence a form or an API error shows. */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: issue?.message || MSG_INPUT.invalidRequest, field: issue?.path.join('.') || undefined };
}
