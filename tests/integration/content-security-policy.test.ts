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
  return { status: response.status, policy, nonce, scriptTags };
}

describe('Content-Security-Policy of pages', () => {
  it.each(['/', '/login', '/signup', '/dashboard', '/chats', '/subscribe', '/forgot-password'])(
    '%s allows only scripts carrying a fresh per-request nonce',
    async (path) => {
      const first = await page(path);
      expect(first.status).toBe(200);
      const script = first.policy['script-src'];
      expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(script).toEqual(expect.arrayContaining(["'self'", "'strict-dynamic'"]));
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      // Same-origin sockets only: 'self' covers ws:/wss: to this host, bare schemes allow any host.
      expect(first.policy['connect-src']).toEqual(["'self'"]);
      expect(first.policy['object-src']).toEqual(["'none'"]);
      expect(first.policy['frame-ancestors']).toEqual(["'none'"]);

      // Next puts the header's nonce on every script it renders, inline or not.
      expect(first.scriptTags.length).toBeGreaterThan(0);
      for (const tag of first.scriptTags) expect(tag).toContain(`nonce="${first.nonce}"`);

      const second = await page(path);
      expect(second.nonce).toBeDefined();
      expect(second.nonce).not.toBe(first.nonce);
    },
  );

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
