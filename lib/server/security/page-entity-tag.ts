import { createHash } from 'node:crypto';

/**
 * A prerendered page's entity tag, from its HTML as built: the build writes it beside the
 * page's script hashes, so no request pays for hashing the page (Next hashed every answer's
 * text for its tag, 0.5-0.8 ms for the landing page's 78 kB, more than the rest of serving it).
 */
export function pageEntityTag(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}
