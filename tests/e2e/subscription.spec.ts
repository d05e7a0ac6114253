import { expect, test, type Page } from '../support/playwright';
import { expectAccessible } from '../support/e2e';
import { registerMember } from '../support/factories';
import { client } from '../support/http-client';
import { fireEvent, subscribedMember } from '../support/paypal';

const baseUrl = process.env.E2E_BASE_URL!;

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a new member logs in, subscribes in test mode, approves on the simulator and lands on the dashboard', async ({ page }) => {
  const errors = collectPageErrors(page);
  const member = await registerMember(client(baseUrl));

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.payload.email);
  await page.getByLabel('Password').fill(member.payload.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/subscribe');

  await expect(page.getByRole('heading', { name: 'Premium Membership' })).toBeVisible();
  await expect(page.getByText('£14.99', { exact: true })).toBeVisible();
  await expect(page.getByText('30-day free trial')).toBeVisible();
  await expect(page.getByText('Photo sharing with consent')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Subscribe with PayPal (test mode)' }).click();
  await page.waitForURL('**/paypal-sim/checkout/*');
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByText('£14.99 every month')).toBeVisible();
  await expectAccessible(page, 'the PayPal simulator checkout page');
  await page.getByRole('button', { name: 'Approve and subscribe' }).click();

  await page.waitForURL('**/dashboard');
  await expect(page.getByText('Subscription activated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find Matches' })).toBeVisible();
  await expectAccessible(page, '/dashboard after subscribing');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state.user.hasActiveSubscription).toBe(true);
  expect(errors).toEqual([]);
});

test('cancelling on the simulator page returns to /subscribe without access', async ({ page }) => {
  const member = await registerMember(client(baseUrl));
  await signIn(page, member);
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Subscribe with PayPal (test mode)' }).click();
  await page.waitForURL('**/paypal-sim/checkout/*');
  await page.getByRole('button', { name: /Cancel and return/ }).click();
  await page.waitForURL('**/subscribe');
  await expect(page.getByRole('button', { name: 'Subscribe with PayPal (test mode)' })).toBeVisible();
  await page.goto('/dashboard');
  await page.waitForURL('**/subscribe');
});

test('a cancelled member whose period is over is sent back to /subscribe', async ({ page }) => {
  const api = client(baseUrl);
  const member = await subscribedMember(api);
  await fireEvent(api, member.subscriptionId, 'CANCELLED', true);
  await signIn(page, member);

  await page.goto('/dashboard');
  await page.waitForURL('**/subscribe');
  await expect(page.getByRole('button', { name: 'Subscribe with PayPal (test mode)' })).toBeVisible();
});

test('a member cancels from the membership panel and keeps access until the trial ends', async ({ page }) => {
  const errors = collectPageErrors(page);
  const member = await subscribedMember(client(baseUrl));
  await signIn(page, member);
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Membership' }).or(page.locator('[aria-labelledby="membership-heading"]'));
  await expect(panel.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(panel.getByText('Next payment')).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel membership?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the cancel membership dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your membership has been cancelled.')).toBeVisible();
  await expect(panel.getByText('Cancelled — access continues')).toBeVisible();
  await expect(panel.getByText('Access until')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await expectAccessible(page, '/settings, membership cancelled');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Find Matches' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the return page without approval details goes back to /subscribe', async ({ page }) => {
  const member = await registerMember(client(baseUrl));
  await signIn(page, member);
  await page.goto('/subscribe/success');
  await expect(page.getByText('Missing PayPal approval details.')).toBeVisible();
  await page.waitForURL('**/subscribe');
  await expect(page.getByRole('button', { name: 'Subscribe with PayPal (test mode)' })).toBeVisible();
  await expectAccessible(page, '/subscribe after a return without details');
});

test('/subscribe without a login goes to /login', async ({ page }) => {
  await page.goto('/subscribe');
  await page.waitForURL('**/login');
  await expect(page.getByText('Please log in to subscribe')).toBeVisible();
  await expectAccessible(page, '/login, asked to log in to subscribe');
});

/** Puts the session into local storage the way the app's zustand store persists it. */
async function signIn(page: Page, member: { token: string; userId: string } & Record<string, any>) {
  const me = await client(baseUrl).get('/api/auth/me', member.token);
  const { token: _token, userId, ...user } = me.body;
  await page.goto('/');
  await page.evaluate(
    (value) => localStorage.setItem('auth-storage', value),
    JSON.stringify({ state: { user: { ...user, id: userId }, token: member.token }, version: 1 }),
  );
}
