import { expect, test } from '../support/playwright';
import { MSG_GUARDIAN } from '../../lib/shared/messages/guardian';
import { expectAccessible, failOnPageErrors, signedIn, subscribedMember } from '../support/e2e';
import { uniqueEmail } from '../support/factories';

const inboxUrl = process.env.E2E_INBOX_URL!;
const pages = failOnPageErrors();

type InboxMail = { to: string; subject: string; text: string };
async function inbox(address: string): Promise<InboxMail[]> {
  return (await fetch(`${inboxUrl}/mails?to=${encodeURIComponent(address)}`)).json();
}

test('a guardian follows the emailed link, confirms, and she sees it on her profile', async ({ browser }) => {
  const wali = uniqueEmail('e2e-wali');
  const sister = await subscribedMember({ gender: 'female', firstName: 'Sumayyah', guardianEmail: wali });

  // The guardian's inbox, as the guardian would read it: the link is in the email.
  await expect.poll(async () => (await inbox(wali)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await inbox(wali);
  const link = /https?:\/\/\S+\/guardian\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

  const guardianContext = await browser.newContext();
  const guardian = await pages.newPage(guardianContext);
  await guardian.goto(link);
  await expect(guardian.getByRole('heading', { name: MSG_GUARDIAN.pageTitle })).toBeVisible();
  await expect(guardian.getByText(MSG_GUARDIAN.pageIntro('Sumayyah'))).toBeVisible();
  await expect(guardian.getByTestId('guardian-answer')).toHaveText(MSG_GUARDIAN.pageStatus.pending);
  await expectAccessible(guardian, 'guardian page, unanswered');
  await guardian.getByRole('button', { name: MSG_GUARDIAN.confirm }).click();
  await expect(guardian.getByTestId('guardian-answer')).toHaveText(MSG_GUARDIAN.done.confirm);
  await expect(guardian.getByRole('button', { name: MSG_GUARDIAN.confirm })).toHaveCount(0);
  // Answered once: no decline now; stopping stays possible, about her or, explicitly, everything.
  await expect(guardian.getByRole('button', { name: MSG_GUARDIAN.decline })).toHaveCount(0);
  await expect(guardian.getByRole('button', { name: MSG_GUARDIAN.stopForHer('Sumayyah') })).toBeVisible();
  await expect(guardian.getByRole('button', { name: MSG_GUARDIAN.unsubscribe })).toBeVisible();
  await expectAccessible(guardian, 'guardian page, confirmed');
  await guardianContext.close();

  const errors: string[] = [];
  const hers = await signedIn(browser, sister.payload.email, sister.payload.password, { errors });
  await hers.goto('/settings');
  await expect(hers.getByTestId('guardian-status')).toContainText(MSG_GUARDIAN.statusLabel.confirmed);
  await expect(hers.getByTestId('guardian-log')).toContainText(MSG_GUARDIAN.logKinds.guardian_registration);
  await expect(hers.getByTestId('guardian-log')).toContainText(MSG_GUARDIAN.logStates.sent);
  await expectAccessible(hers, 'settings with the Guardian section');
  await hers.getByRole('radio', { name: new RegExp(MSG_GUARDIAN.chaperoneOptions.copies.label) }).check();
  await hers.getByRole('button', { name: MSG_GUARDIAN.chaperoneSave }).click();
  await expect(hers.getByText(MSG_GUARDIAN.chaperoneSaved)).toBeVisible();
  expect(errors).toEqual([]);

  // The member who opens a chat with her is told before he writes.
  const brother = await subscribedMember();
  const his = await signedIn(browser, brother.payload.email, brother.payload.password, { errors });
  await his.goto(`/chats?userId=${sister.userId}`);
  await expect(his.getByRole('note')).toHaveText(MSG_GUARDIAN.noticeCopies);
  await expectAccessible(his, 'chat with the chaperone notice');
  expect(errors).toEqual([]);
});

test('an unknown link says so, and the signup terms step tells a woman what her guardian is emailed', async ({ browser }) => {
  const page = await pages.newPage(await browser.newContext());
  await page.goto(`/guardian/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert').filter({ hasText: MSG_GUARDIAN.linkInvalid })).toBeVisible();
  await expectAccessible(page, 'guardian page, unknown link');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Nuha');
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByLabel('Email').fill(uniqueEmail('consent'));
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm password').fill('a good password');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Age').fill('22');
  await page.getByLabel('Status').selectOption('student');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('University').fill('University of Bristol');
  await page.getByLabel('About you').fill('Student.');
  await page.getByLabel('What you are looking for').fill('A kind husband.');
  await page.getByLabel('Guardian email').fill(uniqueEmail('consent-wali'));
  await page.getByLabel('Guardian phone').fill('+44 7700 900777');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: MSG_GUARDIAN.consentTitle })).toBeVisible();
  for (const point of MSG_GUARDIAN.consentPoints) await expect(page.getByText(point)).toBeVisible();
  await expectAccessible(page, 'signup terms step for a woman');
});
