import { createHash } from 'node:crypto';
import { pageEntityTag } from '@/lib/server/security/page-entity-tag';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client } from '../support/http-client';
import { startCheckout } from '../support/paypal';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

/** The policy's directives by name, e.g. `{ 'script-src': ["'self'", ...] }`. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

async function page(path: string) {
  const response = await fetch(`${app.url}${path}`);
  const html = await response.text();
  const policy = directives(response.headers.get('content-security-policy'));
  const nonce = policy['script-src'].find((v) => v.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  const inlineHashes = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
  return {
    status: response.status,
    html,
    policy,
    nonce,
    scriptTags,
    inlineHashes,
    // Next repeats the header, which fetch joins into "1, 1".
    prerendered: /^1\b/.test(response.headers.get('x-nextjs-prerender') ?? ''),
  };
}

/** What every page's policy holds, however its scripts are allowed. */
function expectPagePolicy(policy: Record<string, string[]>) {
  const script = policy['script-src']!;
  expect(script).toContain("'self'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  // Same-origin sockets only: 'self' covers ws:/wss: to this host, bare schemes allow any host.
  expect(policy['connect-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
}

describe('Content-Security-Policy of pages', () => {
  it.each(['/', '/login', '/signup', '/terms', '/privacy', '/safety', '/contact', '/forgot-password', '/subscribe', '/dashboard', '/chats'])(
    '%s is served as prerendered, allowing exactly its own inline scripts by hash',
    async (path) => {
      const first = await page(path);
      expect(first.status).toBe(200);
      expect(first.prerendered).toBe(true);
      expectPagePolicy(first.policy);
      expect(first.nonce).toBeUndefined();
      expect(first.inlineHashes.length).toBeGreaterThan(0);
      const allowedInline = first.policy['script-src']!.filter((v) => v.startsWith("'sha256-"));
      expect(new Set(allowedInline)).toEqual(new Set(first.inlineHashes));
      // Every other script comes from this origin's build folder.
      for (const tag of first.scriptTags.filter((t) => /\ssrc=/.test(t))) expect(tag).toMatch(/src="\/_next\/static\//);

      const second = await page(path);
      expect(second.html).toBe(first.html);
      expect(second.policy).toEqual(first.policy);
    },
  );

  it('answers an unknown path with the prerendered 404, its inline scripts allowed by hash', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expectPagePolicy(missing.policy);
    expect(missing.html).toContain(MSG_PUBLIC_PAGES.notFoundTitle);
    expect(missing.inlineHashes.length).toBeGreaterThan(0);
    for (const hash of missing.inlineHashes) expect(missing.policy['script-src']).toContain(hash);
  });

  it('renders a page with a token per request, its scripts carrying a fresh nonce', async () => {
    const first = await page(`/guardian/${'a'.repeat(43)}`);
    expect(first.status).toBe(200);
    expect(first.prerendered).toBe(false);
    expectPagePolicy(first.policy);
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // Next puts the header's nonce on every script it renders, inline or not.
    expect(first.scriptTags.length).toBeGreaterThan(0);
    for (const tag of first.scriptTags) expect(tag).toContain(`nonce="${first.nonce}"`);
    const second = await page(`/guardian/${'a'.repeat(43)}`);
    expect(second.nonce).toBeDefined();
    expect(second.nonce).not.toBe(first.nonce);
  });

  it('gives a prerendered page its hash policy with a query string too', async () => {
    const plain = await page('/login');
    const withQuery = await page('/login?next=%2Fchats');
    expect(withQuery.prerendered).toBe(true);
    expect(withQuery.policy).toEqual(plain.policy);
  });

  it("ignores a client's claim that a page rendered per request was prerendered", async () => {
    const response = await fetch(`${app.url}/guardian/${'a'.repeat(43)}`, { headers: { 'x-ns-prerendered-page': '1' } });
    const html = await response.text();
    const nonce = directives(response.headers.get('content-security-policy'))['script-src']!.find((v) => v.startsWith("'nonce-"));
    expect(response.status).toBe(200);
    expect(nonce).toBeDefined();
    expect(html).toContain(`nonce="${nonce!.slice("'nonce-".length, -1)}"`);
  });

  it.each(['/icon.svg', '/apple-icon.png', '/manifest.webmanifest', '/icons/icon-192.png'])('keeps the strictest policy on %s, which is no page', async (path) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(200);
    expect(directives(response.headers.get('content-security-policy'))).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });

  it('keeps the strictest policy on API answers, which never run script', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("lets the PayPal simulator's checkout page render with no inline script allowed", async () => {
    const api = client(app.url);
    const member = await registerMember(api);
    const { approvalUrl } = await startCheckout(api, member.token);
    const response = await fetch(approvalUrl);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/<script/i);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    // Its look comes from an inline <style>, and its buttons post back to itself.
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['form-action']).toEqual(["'self'"]);
  });
});

describe('a prerendered page asked again', () => {
  // As a browser revalidates its copy: fetch itself would add `Cache-Control: no-cache` to a
  // conditional request, which asks past every cache.
  const revalidate = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

  it.each(['/', '/login', '/dashboard'])('%s carries the tag of the HTML it serves, and a copy still current is answered 304 with no body', async (path) => {
    const first = await fetch(`${app.url}${path}`);
    const html = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toBe(pageEntityTag(html));

    const again = await fetch(`${app.url}${path}?from=home`, { headers: revalidate(etag!) });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    // The security headers come with it, as with every answer.
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');

    const head = await fetch(`${app.url}${path}`, { method: 'HEAD', headers: revalidate(`"old", ${etag}`) });
    expect(head.status).toBe(304);
  });

  it('answers a copy that is not current, and a reload past every cache, with the whole page', async () => {
    const first = await fetch(`${app.url}/`);
    const html = await first.text();
    const etag = first.headers.get('etag')!;

    const stale = await fetch(`${app.url}/`, { headers: revalidate('"an-older-build"') });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(etag);
    expect(await stale.text()).toBe(html);

    const reload = await fetch(`${app.url}/`, { headers: { 'If-None-Match': etag, 'Cache-Control': 'no-cache' } });
    expect(reload.status).toBe(200);
    expect(await reload.text()).toBe(html);
  });

  it('gives each page its own tag, and none to the React payload of a client-side navigation', async () => {
    const tags = await Promise.all(['/', '/login', '/signup'].map(async (path) => (await fetch(`${app.url}${path}`)).headers.get('etag')));
    expect(new Set(tags).size).toBe(3);

    const payload = await fetch(`${app.url}/login?_rsc=abc12`, { headers: { RSC: '1', ...revalidate(tags[1]!) } });
    expect(payload.status).toBe(200);
    expect(payload.headers.get('content-type')).toContain('text/x-component');
    expect(payload.headers.get('etag')).toBeNull();
  });
});
