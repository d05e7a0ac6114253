import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStaticPageHashes, STATIC_PAGE_HASHES_FILE } from '@/lib/server/security/static-page-hashes';

describe('the prerendered pages’ script hashes a server reads', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'ns-csp-hashes-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the build’s file in production', () => {
    writeFileSync(path.join(dir, STATIC_PAGE_HASHES_FILE), JSON.stringify({ pages: { '/': ["'sha256-A'"] }, fallback: ["'sha256-B'"] }));
    expect(readStaticPageHashes(true, dir)).toEqual({ pages: { '/': ["'sha256-A'"] }, fallback: ["'sha256-B'"] });
  });

  it('stops a production start whose build has no hashes, saying how to make them', () => {
    expect(() => readStaticPageHashes(true, dir)).toThrow(/page-csp-hashes\.json is missing: build with `npm run build`/);
  });

  it('gives development none, even beside a production build’s file', () => {
    writeFileSync(path.join(dir, STATIC_PAGE_HASHES_FILE), JSON.stringify({ pages: { '/': ["'sha256-A'"] }, fallback: [] }));
    expect(readStaticPageHashes(false, dir)).toEqual({ pages: {}, fallback: [] });
  });
});

describe('the header that lets a prerendered page skip the proxy', () => {
  it('is the one the proxy’s matcher skips on', async () => {
    const { PRERENDERED_PAGE_HEADER } = await import('@/lib/server/security/prerendered-page-policies');
    const { config } = await import('@/proxy');
    expect(config.matcher[0]!.missing).toContainEqual({ type: 'header', key: PRERENDERED_PAGE_HEADER });
  });
});
