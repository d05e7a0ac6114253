import { createHash } from 'node:crypto';

/** `<script …>body</script>` without a `src`: the only scripts a hash in the policy has to cover. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script in a prerendered page, in order of
 * first appearance. The browser hashes a script's text exactly as it stands between the tags,
 * which in a page Next wrote is the text here: script bodies are never entity-encoded.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
