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

test('public pages run under the nonce-based CSP without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/login', '/signup', '/forgot-password']) await visit(page, path, violations);
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
