import './jitless';
import { z } from 'zod/mini';

/**
 * A uuid in a path segment, lower-cased so comparisons with stored ids hold; anything else is
 * refused with the endpoint's own sentence before it reaches a query.
 */
export const pathId = (message: string) =>
  z.pipe(z.string({ error: message }), z.uuid({ error: message }).check(z.toLowerCase()));

/** `[id]` routes. */
export const idParams = (message: string) => z.object({ id: pathId(message) });
