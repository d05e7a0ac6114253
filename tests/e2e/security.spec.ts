import { expect, test, type Page } from '../support/playwright';
import { generate } from 'otplib';
import { expectAccessible, failOnPageErrors, logIn, subscribedMember } from '../support/e2e';
import { uniqueEmail } from '../support/factories';
import { client } from '../support/http-client';

const api = client(process.env.E2E_BASE_URL!);
const { newPage } = failOnPageErrors();

/**
 * An admin of this test's own, made through the admin API: turning two-step verification on for
 * the server's configured admin would send every other file's admin login to the code step.
 */
async function newAdmin() {
  const login = await api.post('/api/auth/login', { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  const credentials = { email: uniqueEmail('admin'), password: 'Security admin passphrase 9' };
  const created = await api.post(
    '/api/admin/profiles',
    { ...credentials, firstName: 'Bilal', lastName: 'Khan', age: 40, gender: 'Male', university: 'Head office', isStudent: false, isGraduate: true, isAdmin: true },
    login.body.token,
  );
  expect(created.status).toBe(201);
  return credentials;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL('**/login');
}

test('an admin sets up two-step verification, then logs in with a code and with a recovery code', async ({ browser }) => {
  const admin = await newAdmin();
  const context = await browser.newContext();
  const page = await newPage(context);
  await logIn(page, admin.email, admin.password);
  await page.waitForURL('**/admin');

  await page.goto('/admin/security');
  await expect(page.getByRole('button', { name: 'Set up two-step verification' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expectAccessible(page, '/admin/security, scanning the QR code');
  const secretText = page.getByText('Secret:').locator('code');
  await expect(secretText).toHaveText(/^[A-Z2-7]{16,}$/);
  const secret = await secretText.innerText();

  await page.getByLabel('6-digit code').fill('12345');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.');
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/admin/security with an error');

  // The code the authenticator app would show now.
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  expect(recoveryCodes.every((code) => /^[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(code))).toBe(true);
  await expect(page.getByText('Two-step verification is on. Keep your recovery codes somewhere safe.')).toBeVisible();
  await expectAccessible(page, '/admin/security, recovery codes shown');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On: 10 of 10 recovery codes left.')).toBeVisible();

  await logOut(page);
  await logIn(page, admin.email, admin.password);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, '/login, the code step');
  // The code used to turn it on is spent; the app's next one is within the server's tolerance.
  await codeField.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await logOut(page);
  await logIn(page, admin.email, admin.password);
  await page.getByLabel('Authentication code').fill(recoveryCodes[0].toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/admin');
  await page.goto('/admin/security');
  await expect(page.getByText('On: 9 of 10 recovery codes left.')).toBeVisible();

  // A recovery code works once.
  await logOut(page);
  await logIn(page, admin.email, admin.password);
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('That code is not correct. Please try again with a new code.');
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('a member changes the password on the profile page, which signs out the other device, then logs out of all devices', async ({ browser }) => {
  const member = await subscribedMember();
  const { email, password } = member.payload;
  const newPassword = 'a brand new passphrase 2026';

  const here = await newPage(await browser.newContext());
  await logIn(here, email, password);
  await here.waitForURL('**/dashboard');
  const otherContext = await browser.newContext();
  const elsewhere = await newPage(otherContext);
  await logIn(elsewhere, email, password);
  await elsewhere.waitForURL('**/dashboard');

  await here.goto('/settings');
  const form = here.locator('form').filter({ has: here.getByLabel('Current password') });
  await form.getByLabel('Current password').fill('not my password at all');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct. Your password has not been changed.');
  await expectAccessible(here, '/settings, a wrong current password');

  // Nothing changed: the old password still opens a session, the other device's session still works.
  const elsewhereToken = await elsewhere.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!).state.token as string);
  expect((await api.post('/api/auth/login', { email, password })).status).toBe(200);
  expect((await api.get('/api/auth/me', elsewhereToken)).status).toBe(200);

  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(here.getByText('Your password has been changed. Your other devices have been signed out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  expect((await api.post('/api/auth/login', { email, password })).status).toBe(401);
  expect((await api.post('/api/auth/login', { email, password: newPassword })).status).toBe(200);

  // The other device's session has ended; its next request finds out and signs it out.
  expect((await api.get('/api/auth/me', elsewhereToken)).status).toBe(401);
  await elsewhere.goto('/dashboard');
  await elsewhere.waitForURL('**/login');

  // This browser stayed signed in through the change.
  await here.reload();
  await expect(here.getByLabel('Current password')).toBeVisible();

  await here.getByRole('button', { name: 'Log out of all devices' }).click();
  const confirm = here.getByRole('dialog', { name: 'Log out of all devices?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(here, 'the log out of all devices dialog');
  await confirm.getByRole('button', { name: 'Log out of all devices' }).click();
  await here.waitForURL('**/login');
  await expect(here.getByText('You have been logged out of all devices.')).toBeVisible();
  await here.goto('/dashboard');
  await here.waitForURL('**/login');

  await here.context().close();
  await otherContext.close();
});
