import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStaticPageHashes, STATIC_PAGE_HASHES_FILE } from '@/lib/server/security/static-page-hashes';

describe('the prerendered pages’ script hashes a server reads', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'ns-csp-hashes-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the build’s file in production', () => {
    const written = { pages: { '/': ["'sha256-A'"] }, fallback: ["'sha256-B'"], etags: { '/': '"tag"' } };
    writeFileSync(path.join(dir, STATIC_PAGE_HASHES_FILE), JSON.stringify(written));
    expect(readStaticPageHashes(true, dir)).toEqual(written);
  });

  it('stops a production start whose build has no hashes, saying how to make them', () => {
    expect(() => readStaticPageHashes(true, dir)).toThrow(/page-csp-hashes\.json is missing: build with `npm run build`/);
  });

  it('gives development none, even beside a production build’s file', () => {
    writeFileSync(path.join(dir, STATIC_PAGE_HASHES_FILE), JSON.stringify({ pages: { '/': ["'sha256-A'"] }, fallback: [] }));
    expect(readStaticPageHashes(false, dir)).toEqual({ pages: {}, fallback: [], etags: {} });
  });
});

describe('the header that lets a prerendered page skip the proxy', () => {
  it('is the one the proxy’s matcher skips on', async () => {
    const { PRERENDERED_PAGE_HEADER } = await import('@/lib/server/security/prerendered-page-policies');
    const { config } = await import('@/proxy');
    expect(config.matcher[0]!.missing).toContainEqual({ type: 'header', key: PRERENDERED_PAGE_HEADER });
  });
});

describe('whether a client’s copy of a prerendered page is still the one served', () => {
  const etag = '"abc"';
  it('is, for its tag, weak or strong, alone or in a list, or for any copy', async () => {
    const { stillFresh } = await import('@/lib/server/security/prerendered-page-policies');
    expect(stillFresh({ 'if-none-match': '"abc"' }, etag)).toBe(true);
    expect(stillFresh({ 'if-none-match': 'W/"abc"' }, etag)).toBe(true);
    expect(stillFresh({ 'if-none-match': '"old", "abc"' }, etag)).toBe(true);
    expect(stillFresh({ 'if-none-match': '*' }, etag)).toBe(true);
  });

  it('is not, for another tag, without one, or on a reload that asks past every cache', async () => {
    const { stillFresh } = await import('@/lib/server/security/prerendered-page-policies');
    expect(stillFresh({ 'if-none-match': '"old"' }, etag)).toBe(false);
    expect(stillFresh({ 'if-none-match': '"abcd"' }, etag)).toBe(false);
    expect(stillFresh({}, etag)).toBe(false);
    expect(stillFresh({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }, etag)).toBe(false);
    expect(stillFresh({ 'if-none-match': '"abc"', 'cache-control': 'max-age=0, no-cache' }, etag)).toBe(false);
    expect(stillFresh({ 'if-none-match': '"abc"', 'cache-control': 'max-age=0' }, etag)).toBe(true);
  });
});
