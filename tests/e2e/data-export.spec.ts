import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/playwright';
import { MSG_DATA_EXPORT } from '../../lib/shared/messages/account';
import { MSG_MEMBERSHIP } from '../../lib/shared/messages/membership';
import { PRICE_LABEL } from '../../lib/shared/constants';
import { expectAccessible, sendThroughApi, signedIn, subscribedMember } from '../support/e2e';
import { unzip } from '../support/zip';

const PHONE = { width: 390, height: 844 };

test('a member downloads her data from Settings as one zip, and sees her next billing date and price', async ({ browser }) => {
  const errors: string[] = [];
  const maryam = await subscribedMember({ gender: 'female' });
  const yusuf = await subscribedMember({ gender: 'male' });
  await sendThroughApi(yusuf.token, maryam.userId, 'Assalamu alaikum, how was your exam?');
  const page = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors, viewport: PHONE });
  await page.goto('/settings');

  const membership = page.locator('[aria-labelledby="membership-heading"]');
  await expect(membership.getByText(MSG_MEMBERSHIP.nextPayment)).toBeVisible();
  await expect(membership.getByText(`${PRICE_LABEL} a month`)).toBeVisible();

  const heading = page.getByRole('heading', { name: MSG_DATA_EXPORT.sectionTitle });
  await heading.scrollIntoViewIfNeeded();
  await expect(page.getByText(MSG_DATA_EXPORT.limitHint(3))).toBeVisible();
  await expectAccessible(page, 'settings with the data export section');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: MSG_DATA_EXPORT.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nikah-scholars-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText(MSG_DATA_EXPORT.ready)).toBeVisible();

  const files = await unzip(await readFile((await download.path())!));
  expect(files.has('README.txt')).toBe(true);
  const profile = JSON.parse(files.get('profile.json')!.toString('utf8'));
  expect(profile.email).toBe(maryam.payload.email);
  const messages = JSON.parse(files.get('messages.json')!.toString('utf8'));
  expect(messages.messages).toEqual([expect.objectContaining({ direction: 'received', content: 'Assalamu alaikum, how was your exam?' })]);
  expect(errors).toEqual([]);
  await page.context().close();
});
