import './jitless';
import { z } from 'zod';

/**
 * A uuid in a path segment, lower-cased so comparisons with stored ids hold; anything else is
 * refused with the endpoint's own sentence before it reaches a query.
 */
export const pathId = (message: string) =>
  z
    .string({ error: message })
    .pipe(z.uuid({ error: message }))
    .transform((id) => id.toLowerCase());

/** `[id]` routes. */
export const idParams = (message: string) => z.object({ id: pathId(message) });
