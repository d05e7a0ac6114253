import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedIn, subscribedMember } from '../support/e2e';

const PHONE = { width: 390, height: 844 };
const pageErrors: string[] = [];

test.afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});



const jpeg = () =>
  sharp({ create: { width: 240, height: 320, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'private' } } })
    .toBuffer();

async function expectLoadedImage(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test('a member requests photos from the side panel, the owner accepts on /photos, and he then sees them', async ({ browser }) => {
  const tag = randomBytes(3).toString('hex');
  const yusuf = await subscribedMember({ firstName: `Yusuf${tag}`, lastName: 'Rahman' });
  const maryam = await subscribedMember({ gender: 'female', firstName: `Maryam${tag}`, lastName: 'Siddiqui' });

  // She uploads a photo on her phone.
  const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors, viewport: PHONE });
  await hers.goto('/photos');
  await expect(hers.getByText("You haven't uploaded any photos yet.")).toBeVisible();
  await expect(hers.getByText('No photo requests received.')).toBeVisible();
  await expect(hers.getByText('No photo requests sent.')).toBeVisible();
  await hers.getByRole('button', { name: 'Upload' }).click();
  await expect(hers.getByText('Please select a photo to upload.')).toBeVisible();
  await hers.getByLabel('Choose a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await hers.getByRole('button', { name: 'Upload' }).click();
  await expect(hers.getByText('Photo uploaded successfully!')).toBeVisible();
  await expectLoadedImage(hers, 'Your photo 1');

  // He finds her on the dashboard and asks from the side panel.
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.getByLabel('Search by first name').fill(`maryam${tag}`);
  const row = his.getByRole('row', { name: new RegExp(`Maryam${tag}`) });
  await expect(row).toBeVisible();
  await expect(his.getByRole('row')).toHaveCount(2);
  await row.getByRole('cell').nth(1).click();
  const panel = his.getByRole('dialog', { name: `Maryam${tag} Siddiqui` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Photos are private.')).toBeVisible();
  await expect(panel.getByRole('img')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Request Photos' }).click();
  await expect(his.getByText('Photo access request sent!')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request Pending' })).toBeDisabled();
  await his.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // She accepts on /photos.
  await hers.reload();
  const received = hers.getByRole('list', { name: 'Received photo requests' });
  await expect(received.getByText(`Yusuf${tag} Rahman`)).toBeVisible();
  await received.getByRole('button', { name: `Accept Yusuf${tag}'s request` }).click();
  await expect(hers.getByText('Request accepted!')).toBeVisible();
  await expect(received.getByText('Accepted')).toBeVisible();

  // He opens her profile again: the photo is there.
  await row.getByRole('cell').nth(1).click();
  await expect(panel.getByRole('button', { name: 'Photos Accessible' })).toBeDisabled();
  await expectLoadedImage(his, `Photo 1 of Maryam${tag}`);
  await expect(his.getByText('Photos are private.')).toHaveCount(0);

  // On his phone too: cards instead of the table, and a full-screen panel.
  const phone = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors, viewport: PHONE });
  await phone.getByLabel('Search by first name').fill(`Maryam${tag}`);
  await expect(phone.getByRole('table')).toBeHidden();
  const card = phone.getByRole('list', { name: 'Matches' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: new RegExp(`Maryam${tag} Siddiqui`) }).click();
  const phonePanel = phone.getByRole('dialog', { name: `Maryam${tag} Siddiqui` });
  await expectLoadedImage(phone, `Photo 1 of Maryam${tag}`);
  const box = await phonePanel.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // His sent list has a view-photos button for the accepted request.
  await phone.keyboard.press('Escape');
  await phone.goto('/photos');
  await phone.getByRole('button', { name: `View Maryam${tag}'s photos` }).click();
  await expectLoadedImage(phone, `Photo 1 of Maryam${tag}`);
});

test('a member edits the profile and sends a first message from Find Matches on a phone', async ({ browser }) => {
  const tag = randomBytes(3).toString('hex');
  const aisha = await subscribedMember({ gender: 'female', firstName: `Aisha${tag}` });
  // The member she finds by name and writes to below.
  await subscribedMember({ firstName: `Omar${tag}` });

  const page = await signedIn(browser, aisha.payload.email, aisha.payload.password, { errors: pageErrors, viewport: PHONE });
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(aisha.payload.email);
  await expect(page.getByLabel('Guardian email')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('University').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All required fields must be provided' })).toBeVisible();
  await page.getByLabel('University').fill('University of Bristol');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByLabel('University')).toHaveValue('University of Bristol');

  await page.goto('/dashboard');
  await page.getByLabel('Search by first name').fill(`omar${tag}`);
  const card = page.getByRole('list', { name: 'Matches' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Message Omar${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message Omar${tag}` });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Message cannot be empty')).toBeVisible();
  await dialog.getByLabel('Your message').fill('Assalamu alaikum');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Message sent to Omar${tag}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search by first name').fill('no-such-name-at-all');
  await expect(page.getByText('No profiles found.')).toBeVisible();
});
