import { expect, test } from '../support/playwright';
import { MSG_ACCOUNT_EMAIL, MSG_ACCOUNT_SETTINGS, MSG_PRIVACY_SETTINGS } from '@/lib/shared/messages/account';
import { MSG_EMAIL_ACCOUNT } from '@/lib/shared/messages/email';
import { expectAccessible, failOnPageErrors, signedIn, subscribedMember } from '../support/e2e';
import { uniqueEmail } from '../support/factories';

const inboxUrl = process.env.E2E_INBOX_URL!;
const { newPage } = failOnPageErrors();

type InboxMail = { to: string; subject: string; text: string };
async function inbox(address: string, subject: string): Promise<InboxMail[]> {
  const mails: InboxMail[] = await (await fetch(`${inboxUrl}/mails?to=${encodeURIComponent(address)}`)).json();
  return mails.filter((mail) => mail.subject === subject);
}

test('an unconfirmed member sees the banner, asks for a new link, and confirms her email from it', async ({ browser }) => {
  test.setTimeout(90_000);
  const member = await subscribedMember({ gender: 'female', firstName: 'Safiyyah' });
  const email = member.payload.email.toLowerCase();
  const errors: string[] = [];
  const page = await signedIn(browser, member.payload.email, member.payload.password, { errors });

  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText(MSG_ACCOUNT_EMAIL.bannerText);
  await expectAccessible(page, 'dashboard with the email banner');
  await banner.getByRole('button', { name: MSG_ACCOUNT_EMAIL.bannerResend }).click();
  await expect(banner.getByRole('status')).toHaveText(MSG_ACCOUNT_EMAIL.resent);
  await expect.poll(async () => (await inbox(email, MSG_EMAIL_ACCOUNT.verifySubject)).length, { timeout: 15_000 }).toBe(2);

  const [, newest] = await inbox(email, MSG_EMAIL_ACCOUNT.verifySubject);
  const link = /https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]{43}/.exec(newest.text)![0];
  const confirm = await newPage(page.context());
  await confirm.goto(link);
  await expect(confirm.getByRole('heading', { name: MSG_ACCOUNT_EMAIL.verifyTitle })).toBeVisible();
  await expectAccessible(confirm, 'verify-email page');
  await confirm.getByRole('button', { name: MSG_ACCOUNT_EMAIL.verifyButton }).click();
  await expect(confirm.getByTestId('email-link-confirmed')).toHaveText(MSG_ACCOUNT_EMAIL.verifyDone);
  await confirm.close();

  // After a reload the profile is read afresh: once it is in, the banner is gone.
  const profileRead = page.waitForResponse((response) => response.url().endsWith('/api/users/profile') && response.ok());
  await page.reload();
  await profileRead;
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('in Settings she turns read receipts off and changes her email through the link to the new address', async ({ browser }) => {
  test.setTimeout(90_000);
  const member = await subscribedMember({ gender: 'male', firstName: 'Zakariyya' });
  const errors: string[] = [];
  const page = await signedIn(browser, member.payload.email, member.payload.password, { errors });
  await page.goto('/settings#privacy');

  const receipts = page.getByRole('checkbox', { name: MSG_PRIVACY_SETTINGS.readReceiptsLabel });
  await expect(receipts).toBeChecked();
  await receipts.uncheck();
  await expect(page.getByText(MSG_ACCOUNT_SETTINGS.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: MSG_PRIVACY_SETTINGS.readReceiptsLabel })).not.toBeChecked();
  await expectAccessible(page, 'settings, privacy with read receipts off');

  const newEmail = uniqueEmail('zakariyya');
  const account = page.locator('#account');
  await account.getByLabel(MSG_ACCOUNT_EMAIL.newEmailLabel).fill(newEmail);
  await account.getByLabel(MSG_ACCOUNT_EMAIL.passwordLabel).fill(member.payload.password);
  await account.getByRole('button', { name: MSG_ACCOUNT_EMAIL.changeButton }).click();
  await expect(account.getByText(MSG_ACCOUNT_EMAIL.changeSent(newEmail))).toBeVisible();
  await expectAccessible(page, 'settings, change of email sent');
  await expect.poll(async () => (await inbox(newEmail, MSG_EMAIL_ACCOUNT.changeSubject)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await inbox(member.payload.email.toLowerCase(), MSG_EMAIL_ACCOUNT.noticeSubject)).length, { timeout: 15_000 }).toBe(1);

  const [mail] = await inbox(newEmail, MSG_EMAIL_ACCOUNT.changeSubject);
  const link = /https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  const confirm = await newPage(page.context());
  await confirm.goto(link);
  await expectAccessible(confirm, 'confirm-email page');
  await confirm.getByRole('button', { name: MSG_ACCOUNT_EMAIL.confirmChangeButton }).click();
  await expect(confirm.getByTestId('email-link-confirmed')).toHaveText(MSG_ACCOUNT_EMAIL.confirmChangeDone);
  expect(errors).toEqual([]);
});
