import type { z } from 'zod';
import { validate } from '@/lib/schemas/validate';
import { invalid } from '../errors';

/** A route's query string through its schema; bad values are a 400 with the schema's sentence. */
export function readQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const result = validate(schema, Object.fromEntries(new URL(request.url).searchParams));
  if (!result.ok) throw invalid(result.message);
  return result.data;
}
