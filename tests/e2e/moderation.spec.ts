import { expect, test, type Browser, type Page } from '../support/playwright';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { MSG_NOTICES } from '@/lib/shared/messages/notices';
import { expectAccessible, failOnPageErrors, logIn, subscribedMember } from '../support/e2e';
import { client } from '../support/http-client';

const api = client(process.env.E2E_BASE_URL!);
const adminEmail = process.env.E2E_ADMIN_EMAIL!;
const adminPassword = process.env.E2E_ADMIN_PASSWORD!;
const { newPage } = failOnPageErrors();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const REASON = 'You sent insulting messages to another member, which our guidelines do not allow.';

/** Toasts come and go; the page is checked as it stays. */
async function accessibleOnceToastsGo(page: Page, label: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, label);
}

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const phone = viewport.width < 500;
  return newPage(await browser.newContext({ viewport, isMobile: phone, hasTouch: phone }));
}

test('an admin suspends a reported member with a reason; the member sees it at login, appeals, and is let back in', async ({ browser }) => {
  test.setTimeout(120_000);
  const [reporter, reported] = await Promise.all([subscribedMember(), subscribedMember({ gender: 'female', firstName: 'Zainab', lastName: 'Al-Hashimi' })]);
  const sent = await api.post('/api/chats/messages', { receiverId: reporter.userId, content: 'You are a worthless person.' }, reported.token);
  expect(sent.status).toBe(201);
  const reported201 = await api.post(
    '/api/reports',
    { targetUserId: reported.userId, messageId: sent.body._id, reason: 'harassment', details: 'She insulted me after I said no.', block: false },
    reporter.token,
  );
  expect(reported201.status).toBe(201);

  const admin = await pageAt(browser, DESKTOP);
  await logIn(admin, adminEmail, adminPassword);
  await admin.waitForURL('**/admin');
  // The menu says reports wait, on every admin page.
  await expect(admin.getByRole('link', { name: /^Moderation\W+\d+ open reports?$/ }).first()).toBeVisible();
  await admin.getByRole('link', { name: 'Moderation' }).first().click();
  await expect(admin.getByRole('heading', { name: MSG_MODERATION.pageTitle, level: 1 })).toBeVisible();
  const group = admin.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ hasText: 'Zainab Al-Hashimi' }).first();
  await expect(group).toContainText(MSG_NOTICES.openReports(1));
  await accessibleOnceToastsGo(admin, 'moderation queue');

  await group.getByRole('button', { name: MSG_MODERATION.review }).click();
  await expect(admin.getByText('You are a worthless person.')).toBeVisible();
  await expect(admin.getByText('She insulted me after I said no.').first()).toBeVisible();
  await expectAccessible(admin, 'report evidence');

  const decision = admin.locator('form', { has: admin.getByRole('heading', { name: MSG_MODERATION.decisionTitle }) });
  await decision.getByRole('button', { name: MSG_MODERATION.saveDecision }).click();
  await expect(decision.getByRole('alert')).toHaveText(MSG_MODERATION.chooseAction);
  await decision.getByLabel(MSG_MODERATION.actions.suspend).check();
  await decision.getByRole('button', { name: MSG_MODERATION.saveDecision }).click();
  await expect(decision.getByRole('alert')).toHaveText(MSG_MODERATION.reasonRequired);
  await decision.getByLabel(MSG_MODERATION.reasonForMember).fill(REASON);
  await decision.getByRole('button', { name: MSG_MODERATION.saveDecision }).click();
  await expect(decision.getByRole('alert')).toHaveText(MSG_MODERATION.daysRequired);
  await decision.getByLabel(MSG_MODERATION.daysLabel).fill('7');
  await decision.getByRole('button', { name: MSG_MODERATION.saveDecision }).click();
  const confirm = admin.getByRole('dialog', { name: MSG_MODERATION.actions.suspend });
  await expect(confirm).toContainText(MSG_MODERATION.confirmAction.suspend);
  await expectAccessible(admin, 'suspension confirmation');
  await confirm.getByRole('button', { name: MSG_MODERATION.confirm }).click();
  await expect(admin.getByText(MSG_MODERATION.actionDone.suspend)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Reports' }).getByText('Zainab Al-Hashimi')).toHaveCount(0);
  // The admin waits on the Appeals list; her appeal must arrive there without a click or a reload.
  await admin.getByRole('tab', { name: new RegExp(MSG_MODERATION.tabs.appeals) }).click();
  const appeal = admin.getByRole('list', { name: 'Appeals' }).getByRole('listitem').filter({ hasText: 'Zainab Al-Hashimi' });
  await expect(appeal).toHaveCount(0);

  // On a phone: the reason, the end date and the appeal form.
  const phone = await pageAt(browser, PHONE);
  await logIn(phone, reported.payload.email, reported.payload.password);
  await expect(phone.getByRole('heading', { name: MSG_MODERATION.suspendedTitle })).toBeVisible();
  // No greeting above the suspension: the page's heading speaks of her account.
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(MSG_AUTH.loginSanctionedTitle);
  await expect(phone.getByText(REASON)).toBeVisible();
  await expect(phone.getByText(`${MSG_MODERATION.suspendedUntilLabel}:`)).toBeVisible();
  await expectAccessible(phone, 'login: suspended (phone)');
  await phone.getByLabel(MSG_MODERATION.appealLabel).fill('Sorry.');
  await phone.getByRole('button', { name: MSG_MODERATION.appealSend }).click();
  await expect(phone.getByRole('alert').filter({ hasText: MSG_MODERATION.appealTooShort }).first()).toBeVisible();
  await accessibleOnceToastsGo(phone, 'login: appeal refused (phone)');
  await phone.getByLabel(MSG_MODERATION.appealLabel).fill('I was upset and wrote something I regret. It will not happen again.');
  await phone.getByRole('button', { name: MSG_MODERATION.appealSend }).click();
  await expect(phone.getByRole('status').filter({ hasText: MSG_MODERATION.appealPending })).toBeVisible();
  // One confirmation, in one wording: no toast says it again in other words.
  expect(await phone.getByText(MSG_MODERATION.appealSent).count()).toBe(0);
  await accessibleOnceToastsGo(phone, 'login: appeal sent (phone)');
  await expect(appeal).toHaveCount(1, { timeout: 30_000 });

  // On a computer: the same reason, and the appeal already on its way.
  const desktop = await pageAt(browser, DESKTOP);
  await logIn(desktop, reported.payload.email, reported.payload.password);
  await expect(desktop.getByText(REASON)).toBeVisible();
  await expect(desktop.getByRole('status').filter({ hasText: MSG_MODERATION.appealPending })).toBeVisible();
  await expectAccessible(desktop, 'login: suspended, appeal pending (desktop)');

  await appeal.getByRole('button', { name: MSG_MODERATION.review }).click();
  await expect(admin.getByText('I was upset and wrote something I regret.').last()).toBeVisible();
  // Her history is said in words, never as the audit log's codes.
  await expect(admin.getByText(MSG_MODERATION.auditActions['moderation.appeal.submit'], { exact: true })).toBeVisible();
  await expect(admin.getByText(MSG_MODERATION.auditActions['moderation.suspend'], { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(/^(appeal\.submit|suspend)$/)).toHaveCount(0);
  const appealForm = admin.locator('form', { has: admin.getByRole('heading', { name: MSG_MODERATION.decisionTitle }) });
  await appealForm.getByLabel(MSG_MODERATION.liftDecision).check();
  await appealForm.getByLabel(MSG_MODERATION.decisionReasonLabel).fill('Thank you for your honesty. Please keep your messages kind.');
  await accessibleOnceToastsGo(admin, 'appeal decision');
  await appealForm.getByRole('button', { name: MSG_MODERATION.saveDecision }).click();
  await expect(admin.getByText(MSG_MODERATION.appealLifted)).toBeVisible();

  await desktop.getByRole('button', { name: MSG_MODERATION.otherAccount }).click();
  await desktop.getByLabel('Password').fill(reported.payload.password);
  await desktop.getByRole('button', { name: 'Log in' }).click();
  await desktop.waitForURL('**/dashboard');
});
