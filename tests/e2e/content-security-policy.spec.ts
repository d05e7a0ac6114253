import { expect, test, type Page } from '../support/playwright';
import { expectAccessible, logIn, subscribedMember } from '../support/e2e';

/**
 * Every CSP violation the page reports: the DOM event (listened for before any page script runs)
 * and Chromium's console line, which also covers violations raised while the document parses.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|evaluate|load|connect)/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  await expectAccessible(page);
}

test('public pages run under their hash-based CSP without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/login', '/signup', '/forgot-password', '/terms', '/contact']) await visit(page, path, violations);
  // The forms' zod schemas validate in the browser without tripping the policy.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('member pages, the socket and photos run under the CSP without a single violation', async ({ page }) => {
  const member = await subscribedMember();
  const violations = await watchViolations(page);
  await logIn(page, member.payload.email as string, member.payload.password as string);
  await page.waitForURL('**/dashboard');
  for (const path of ['/dashboard', '/chats', '/photos', '/profile', '/settings']) await visit(page, path, violations);
  // /subscribe sends a member who has access on to Find Matches, which can cut its own load short.
  await page.goto('/subscribe', { waitUntil: 'commit' });
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

/**
 * Serves the page with a script slipped into its HTML, as a stored injection would, under the
 * policy the server sent with it.
 */
async function injectScript(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.replace('</body>', '<script>window.__injected = true</script></body>') });
  });
}

for (const [what, path] of [
  ['a prerendered page', '/login'],
  ['the prerendered 404', '/no-such-page'],
  ['a page rendered per request', `/guardian/${'b'.repeat(43)}`],
] as const) {
  test(`a script injected into ${what} is blocked while the page's own scripts run`, async ({ page }) => {
    const violations = await watchViolations(page);
    await injectScript(page, path);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    const seen = await violations();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.join('\n')).toMatch(/script-src/);
    // The page's own scripts ran, inline and loaded: React hydrated the page, marking its nodes.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
  });
}
