import type { Page } from '@playwright/test';
import { expect, test } from '../support/playwright';
import { APP_NAME } from '../../lib/shared/constants';
import { MSG_AUTH } from '../../lib/shared/messages/auth';
import { MSG_COMMON } from '../../lib/shared/messages/common';
import { MSG_GUARDIAN } from '../../lib/shared/messages/guardian';
import { MSG_LANDING } from '../../lib/shared/messages/landing';
import { MSG_FORMS } from '../../lib/shared/messages/input';
import { MSG_PUBLIC_PAGES } from '../../lib/shared/messages/pages';
import { MSG_PASSWORD } from '../../lib/shared/messages/password';
import { expectAccessible, logIn, subscribedMember } from '../support/e2e';
import { registerMember, uniqueEmail } from '../support/factories';
import { client } from '../support/http-client';

const baseUrl = process.env.E2E_BASE_URL!;
const inboxUrl = process.env.E2E_INBOX_URL!;
const PHONE = { width: 390, height: 844 };


test.describe('signup wizard', () => {
  test('a woman signs up with her guardian, who receives the email', async ({ page }) => {
    const email = uniqueEmail('wizard');
    const guardianEmail = uniqueEmail('wizard-wali');
    await page.goto('/signup');
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expectAccessible(page, 'signup step 1');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG_FORMS.fillRequired })).toBeVisible();
    await expectAccessible(page, 'signup step 1 with an error');
    await page.getByLabel('First name').fill('Sumayyah');
    await page.getByLabel('Last name').fill('Patel');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm password').fill('a different one');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG_PASSWORD.passwordsMismatch })).toBeVisible();
    await page.getByLabel('Confirm password').fill('a good password');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByLabel('Guardian email')).toHaveCount(0);
    await expectAccessible(page, 'signup step 2');
    await page.getByLabel('Age').fill('23');
    await page.getByLabel('Status').selectOption('student');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('University').fill('University of Bristol');
    await page.getByLabel('About you').fill('Medical student who loves hiking and calligraphy.');
    await page.getByLabel('What you are looking for').fill('A practising, kind and patient husband.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG_GUARDIAN.guardianRequired })).toBeVisible();
    await expectAccessible(page, 'signup step 2 with the guardian fields and an error');
    await page.getByLabel('Guardian email').fill(guardianEmail);
    await page.getByLabel('Guardian phone').fill('+44 7700 900777');

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Sumayyah');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Guardian phone')).toHaveValue('+44 7700 900777');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    const register = page.getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();
    await expectAccessible(page, 'signup step 3');
    await page.getByLabel('How did you hear about us?').fill('Islamic society at my university');
    await page.getByLabel('I have read and agree to the terms and conditions.').check();
    await expect(register).toBeEnabled();
    await register.click();

    await page.waitForURL('**/subscribe');
    await expect(page.getByText(MSG_AUTH.registrationSuccess)).toBeVisible();
    await expectAccessible(page, '/subscribe after registering');

    // The guardian's inbox, as the guardian would open it.
    await expect
      .poll(async () => (await (await fetch(`${inboxUrl}/mails?to=${encodeURIComponent(guardianEmail)}`)).json()).length, { timeout: 15_000 })
      .toBe(1);
    const inbox = await page.context().newPage();
    await inbox.goto(`${inboxUrl}/?to=${encodeURIComponent(guardianEmail)}`);
    await expect(inbox.getByRole('heading', { name: /Sumayyah has named you as her guardian/ })).toBeVisible();
    await expect(inbox.getByText(/She wrote her name as “Sumayyah Patel” and her university as “University of Bristol”/)).toBeVisible();
    await expect(inbox.getByText(/never send you the content of her messages or any photos/)).toBeVisible();
  });

  test('a man is never asked for a guardian and a taken email sends him back to step 1', async ({ page }) => {
    const api = client(baseUrl);
    const existing = await registerMember(api);
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Idris');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(existing.payload.email);
    await page.getByLabel('Password', { exact: true }).fill('another password');
    await page.getByLabel('Confirm password').fill('another password');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Age').fill('25');
    await page.getByLabel('Status').selectOption('graduate');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByLabel('University').fill('LSE');
    await page.getByLabel('About you').fill('Economist.');
    await page.getByLabel('What you are looking for').fill('A kind wife.');
    await expect(page.getByLabel('Guardian email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('I have read and agree to the terms and conditions.').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: MSG_AUTH.emailTaken })).toBeVisible();
    await expectAccessible(page, 'signup step 1 with a taken email');
  });
});

test.describe('login routes each role', () => {
  test('empty fields are refused', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG_AUTH.loginFillAll })).toBeVisible();
    await expectAccessible(page, '/login with an error');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    const member = await registerMember(client(baseUrl));
    await logIn(page, member.payload.email, 'not the password');
    await expect(page.getByRole('alert').filter({ hasText: MSG_AUTH.invalidCredentials })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page, '/login with a wrong password');
  });

  test('an admin goes to /admin', async ({ page }) => {
    await logIn(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
    await page.waitForURL('**/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a member without a subscription goes to /subscribe', async ({ page }) => {
    const member = await registerMember(client(baseUrl));
    await logIn(page, member.payload.email, member.payload.password);
    await page.waitForURL('**/subscribe');
    await expect(page.getByText(MSG_AUTH.completeSubscription)).toBeVisible();
    await expectAccessible(page);
  });

  test('a subscribed member goes to /dashboard with a welcome', async ({ page }) => {
    const member = await subscribedMember();
    await logIn(page, member.payload.email, member.payload.password);
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(MSG_AUTH.welcomeBack)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('sign-in pages offline after their HTML', () => {
  /** What the page's HTML names loads; every chunk fetched after it (the form's checks, later steps) is refused while `offline()`. */
  async function refuseLaterChunks(page: Page, path: string, offline: () => boolean) {
    const html = await (await page.request.get(path)).text();
    const named = new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.\-/]+?\.js/g)].map(([src]) => src));
    await page.route('**/_next/static/chunks/**/*.js', (route) =>
      offline() && !named.has(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.fallback(),
    );
  }

  test('Log in says part of the page could not load, and logs in once the connection is back', async ({ page }) => {
    const member = await subscribedMember();
    let offline = true;
    await refuseLaterChunks(page, '/login', () => offline);
    await logIn(page, member.payload.email, member.payload.password);
    await expect(page.getByRole('alert').filter({ hasText: MSG_COMMON.partNotLoaded })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    offline = false;
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(MSG_AUTH.welcomeBack)).toBeVisible();
  });

  test('Sign up keeps step 1 and says why, and goes on to step 2 once the connection is back', async ({ page }) => {
    let offline = true;
    await refuseLaterChunks(page, '/signup', () => offline);
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Sumayyah');
    await page.getByLabel('Last name').fill('Patel');
    await page.getByLabel('Email').fill(uniqueEmail('offline-wizard'));
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm password').fill('a good password');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG_COMMON.partNotLoaded })).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();

    offline = false;
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByLabel('Age')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Sumayyah');
  });
});

test.describe('guards', () => {
  test('a visitor is sent from member and admin pages to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/chats', '/profile', '/settings', '/photos', '/admin', '/admin/chats']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
  });

  test('a member without a subscription is sent to /subscribe; a member never sees /admin', async ({ page }) => {
    const member = await registerMember(client(baseUrl));
    await logIn(page, member.payload.email, member.payload.password);
    await page.waitForURL('**/subscribe');
    await page.goto('/dashboard');
    await page.waitForURL('**/subscribe');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
  });

  test('a signed-in member who opens /signup or /login goes to the dashboard, without being welcomed back', async ({ page }) => {
    const member = await subscribedMember();
    await logIn(page, member.payload.email, member.payload.password);
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(MSG_AUTH.welcomeBack)).toBeVisible();
    await expect(page.getByText(MSG_AUTH.welcomeBack)).toHaveCount(0, { timeout: 15_000 });
    for (const path of ['/signup', '/login']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      await expect(page.getByRole('heading', { name: 'Find Matches' })).toBeVisible();
      await expect(page.getByText(MSG_AUTH.welcomeBack)).toHaveCount(0);
    }
  });

  test('the landing offers a signed-in member her dashboard, and its Logout signs her out with the toast', async ({ page }) => {
    const member = await subscribedMember();
    await page.goto('/');
    const header = page.getByRole('navigation', { name: MSG_LANDING.account }).first();
    await expect(header.getByRole('link', { name: MSG_LANDING.login })).toBeVisible();
    await logIn(page, member.payload.email, member.payload.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    // The signed-in links load after the page, for a browser holding a session only.
    await expect(header.getByRole('link', { name: MSG_LANDING.dashboard })).toHaveAttribute('href', '/dashboard');
    await header.getByRole('button', { name: MSG_LANDING.logout }).click();
    await page.waitForURL('**/login');
    await expect(page.getByText(MSG_AUTH.loggedOut)).toBeVisible();
    await page.goto('/');
    await expect(header.getByRole('link', { name: MSG_LANDING.login })).toBeVisible();
    await expect(header.getByRole('link', { name: MSG_LANDING.dashboard })).toHaveCount(0);
  });

  test('logout forgets the session and every cached member item', async ({ page }) => {
    const member = await subscribedMember();
    await logIn(page, member.payload.email, member.payload.password);
    await page.waitForURL('**/dashboard');
    await page.evaluate(() => localStorage.setItem('ns-cache:probe', '1'));
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/login');
    await expect(page.getByText(MSG_AUTH.loggedOut)).toBeVisible();
    await expectAccessible(page, '/login after logging out');
    const stored = await page.evaluate(() => ({ probe: localStorage.getItem('ns-cache:probe'), auth: localStorage.getItem('auth-storage') }));
    expect(stored.probe).toBeNull();
    expect(JSON.parse(stored.auth ?? '{"state":{}}').state.token ?? null).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });
});

test.describe('landing page', () => {
  test('desktop: header, hero, benefits, premium card and FAQ', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    await expect(page.getByText('£14.99').first()).toBeVisible();
    const faqButtons = page.locator('#faq button[aria-expanded]');
    await expect(faqButtons).toHaveCount(3);
    await expect(faqButtons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await faqButtons.nth(1).click();
    await expect(faqButtons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faqButtons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page, 'the landing page with the second question open');
    await page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR || 'test-results'}/landing-desktop.png`, fullPage: false });
  });

  test('phone: the menu toggle opens the links and the page does not scroll sideways', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(baseUrl);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Get Started' }).last()).toBeVisible();
    await expectAccessible(page, 'the landing page on a phone, menu open');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR || 'test-results'}/landing-phone.png` });
    await context.close();
  });

  test('logged in, the header offers Dashboard and Logout', async ({ page }) => {
    const member = await subscribedMember();
    await logIn(page, member.payload.email, member.payload.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    await expectAccessible(page, 'the landing page, signed in');
  });
});

test.describe('every page', () => {
  test('has the one logo as its icon, and loads without a failed response or a console error', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.url()}: ${response.status()}`);
    });
    for (const path of ['/', '/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const icon = page.locator('link[rel="icon"][type="image/svg+xml"]');
      await expect(icon).toHaveAttribute('type', 'image/svg+xml');
      const href = await icon.getAttribute('href');
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<svg');
    }
    expect(problems).toEqual([]);
  });

  test('an unknown address shows a styled page with its own title and a way home, at both sizes', async ({ browser }) => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const response = await page.goto('/no-such-page-here');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${MSG_PUBLIC_PAGES.notFoundTitle} · ${APP_NAME}`);
      await expect(page.getByRole('heading', { level: 1, name: MSG_PUBLIC_PAGES.notFoundTitle })).toBeVisible();
      await expectAccessible(page, `not found at ${viewport.width}px`);
      await page.getByRole('link', { name: MSG_PUBLIC_PAGES.notFoundHome }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
      await context.close();
    }
  });
});
