import { expect, test } from '../support/playwright';
import { MSG_ACCOUNT_DELETION } from '../../lib/shared/messages/account';
import { expectAccessible, logIn, signedIn, subscribedMember } from '../support/e2e';
import { client } from '../support/http-client';

const baseUrl = process.env.E2E_BASE_URL!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = process.env.ACCOUNT_SHOTS_DIR;

test('a member deletes her account from her settings page, confirmed with her password', async ({ browser }) => {
  const errors: string[] = [];
  const maryam = await subscribedMember({ gender: 'female' });
  const page = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors, viewport: PHONE });
  await page.goto('/settings');

  const heading = page.getByRole('heading', { name: MSG_ACCOUNT_DELETION.sectionTitle });
  const section = page.locator('[aria-labelledby]').filter({ has: heading });
  await heading.scrollIntoViewIfNeeded();
  await expect(page.getByText(MSG_ACCOUNT_DELETION.whatIsDeleted[0])).toBeVisible();
  await expect(page.getByText(MSG_ACCOUNT_DELETION.guardianLine)).toBeVisible();
  await expectAccessible(page, 'settings with the delete account section');
  if (SHOTS) {
    await section.screenshot({ path: `${SHOTS}/delete-section-390.png` });
    await page.setViewportSize(DESKTOP);
    await heading.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/delete-section-1280.png` });
    await page.setViewportSize(PHONE);
  }

  await page.getByRole('button', { name: MSG_ACCOUNT_DELETION.deleteButton, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: MSG_ACCOUNT_DELETION.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: MSG_ACCOUNT_DELETION.confirmButton }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: MSG_ACCOUNT_DELETION.passwordRequired })).toBeVisible();
  await dialog.getByLabel(MSG_ACCOUNT_DELETION.passwordLabel).fill('not my password 2026');
  await dialog.getByRole('button', { name: MSG_ACCOUNT_DELETION.confirmButton }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: MSG_ACCOUNT_DELETION.passwordWrong })).toBeVisible();
  await expectAccessible(page, 'delete account dialog with a wrong password');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/delete-dialog-390.png` });

  await dialog.getByLabel(MSG_ACCOUNT_DELETION.passwordLabel).fill(maryam.payload.password);
  await dialog.getByRole('button', { name: MSG_ACCOUNT_DELETION.confirmButton }).click();
  await page.waitForURL(`${baseUrl}/`);
  await expect(page.getByText(MSG_ACCOUNT_DELETION.deleted)).toBeVisible();
  await expectAccessible(page, 'home after deleting the account');

  const login = await client(baseUrl).post('/api/auth/login', { email: maryam.payload.email, password: maryam.payload.password });
  expect(login.status).toBe(401);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('an admin deletes a member’s account with a reason from the profiles table', async ({ browser }) => {
  const errors: string[] = [];
  const yusuf = await subscribedMember({ gender: 'male' });
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await logIn(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await page.waitForURL('**/admin');
  await page.getByLabel('Search by name, email or university').fill(yusuf.payload.email);

  await page.getByRole('button', { name: /^Delete .+’s account$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete .+’s account\?$/ });
  await dialog.getByRole('button', { name: MSG_ACCOUNT_DELETION.adminConfirmButton }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: MSG_ACCOUNT_DELETION.reasonRequired })).toBeVisible();
  await expectAccessible(page, 'admin delete dialog with an error');
  await dialog.getByLabel(MSG_ACCOUNT_DELETION.reasonLabel).fill('He asked us by email to close his account.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-delete-dialog-1280.png` });
  await dialog.getByRole('button', { name: MSG_ACCOUNT_DELETION.adminConfirmButton }).click();
  await expect(page.getByText(MSG_ACCOUNT_DELETION.adminDeleted)).toBeVisible();
  await expect(page.getByRole('cell', { name: yusuf.payload.email })).toHaveCount(0);

  const login = await client(baseUrl).post('/api/auth/login', { email: yusuf.payload.email, password: yusuf.payload.password });
  expect(login.status).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
});
