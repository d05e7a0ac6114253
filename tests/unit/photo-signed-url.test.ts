import { PHOTO_URL_TTL_SECONDS, photoUrlSigner } from '@/lib/server/photos/signed-url';

const signer = photoUrlSigner('a-test-secret-a-test-secret-a-test-secret');
const photo = 'b0000000-0000-4000-8000-000000000001';
const viewer = 'c0000000-0000-4000-8000-000000000001';
const now = Date.parse('2026-11-21T12:00:00Z');

const parse = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { id: parsed.pathname.split('/').pop()!, query: parsed.searchParams };
};

describe('signed photo addresses', () => {
  it('verifies its own address for the viewer it names', () => {
    const { id, query } = parse(signer.sign(photo, viewer, now));
    expect(id).toBe(photo);
    expect(signer.verify(photo, query, now)).toMatchObject({ photoId: photo, viewerId: viewer });
  });

  it('lasts at least the TTL and at most TTL + 5 minutes, and is stable for a while', () => {
    const { query } = parse(signer.sign(photo, viewer, now));
    const exp = Number(query.get('exp'));
    expect(exp - now / 1000).toBeGreaterThanOrEqual(PHOTO_URL_TTL_SECONDS);
    expect(exp - now / 1000).toBeLessThanOrEqual(PHOTO_URL_TTL_SECONDS + 300);
    expect(signer.verify(photo, query, now + (PHOTO_URL_TTL_SECONDS - 1) * 1000)).toBeDefined();
    expect(signer.verify(photo, query, exp * 1000)).toBeUndefined();
    expect(signer.sign(photo, viewer, now + 1000)).toBe(signer.sign(photo, viewer, now + 60_000));
  });

  it('refuses tampering with the photo, the viewer, the expiry or the signature', () => {
    const { query } = parse(signer.sign(photo, viewer, now));
    expect(signer.verify('b0000000-0000-4000-8000-000000000002', query, now)).toBeUndefined();
    const other = (name: string, value: string) => {
      const copy = new URLSearchParams(query);
      copy.set(name, value);
      return copy;
    };
    expect(signer.verify(photo, other('viewer', 'c0000000-0000-4000-8000-000000000002'), now)).toBeUndefined();
    expect(signer.verify(photo, other('exp', String(Number(query.get('exp')) + 300)), now)).toBeUndefined();
    expect(signer.verify(photo, other('sig', query.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))), now)).toBeUndefined();
    expect(signer.verify(photo, other('sig', ''), now)).toBeUndefined();
    expect(signer.verify(photo, new URLSearchParams(), now)).toBeUndefined();
  });

  it('refuses an address signed with another secret, or with an expiry too far ahead', () => {
    const { query } = parse(photoUrlSigner('another-secret-another-secret-another').sign(photo, viewer, now));
    expect(signer.verify(photo, query, now)).toBeUndefined();
    const { query: future } = parse(signer.sign(photo, viewer, now + 3600_000));
    expect(signer.verify(photo, future, now)).toBeUndefined();
  });
});
