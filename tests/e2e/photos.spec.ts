import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/playwright';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_MEMBER } from '../../lib/shared/constants';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { expectAccessible, showMatchesAsList, signedIn, subscribedMember } from '../support/e2e';
import { client } from '../support/http-client';

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
  await expectAccessible(hers, '/photos, empty, on a phone');
  await hers.getByRole('button', { name: 'Upload' }).click();
  await expect(hers.getByText('Please select a photo to upload.')).toBeVisible();
  await hers.getByLabel('Choose a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await hers.getByRole('button', { name: 'Upload' }).click();
  await expect(hers.getByText('Photo uploaded successfully!')).toBeVisible();
  await expectLoadedImage(hers, 'Your photo 1');
  await expectAccessible(hers, '/photos with a photo and a toast');

  // He finds her on the dashboard and asks from the side panel.
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await showMatchesAsList(his);
  await his.getByLabel('Search by first name').fill(`maryam${tag}`);
  const row = his.getByRole('row', { name: new RegExp(`Maryam${tag}`) });
  await expect(row).toBeVisible();
  await expect(his.getByRole('row')).toHaveCount(2);
  await expectAccessible(his, '/dashboard, searched');
  await row.getByRole('cell').nth(1).click();
  const panel = his.getByRole('dialog', { name: `Maryam${tag} Siddiqui` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Photos are private.')).toBeVisible();
  await expect(panel.getByRole('img')).toHaveCount(0);
  await expectAccessible(his, 'the side panel, photos private');
  await panel.getByRole('button', { name: 'Request Photos' }).click();
  await expect(his.getByText('Photo access request sent!')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request Pending' })).toBeDisabled();
  await expectAccessible(his, 'the side panel, request pending');
  await his.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(row.getByRole('button', { name: MSG_PHOTOS.requestSentTo(`Maryam${tag}`) })).toBeDisabled();

  // She accepts on /photos.
  await hers.reload();
  const received = hers.getByRole('list', { name: 'Received photo requests' });
  await expect(received.getByText(`Yusuf${tag} Rahman`)).toBeVisible();
  await received.getByRole('button', { name: `Accept Yusuf${tag}'s request` }).click();
  await expect(hers.getByText('Request accepted!')).toBeVisible();
  await expect(received.getByText('Accepted')).toBeVisible();
  await expectAccessible(hers, '/photos, a request accepted');

  // He opens her profile again: the photo is there.
  await row.getByRole('cell').nth(1).click();
  await expect(panel.getByRole('button', { name: 'Photos Accessible' })).toBeDisabled();
  await expectLoadedImage(his, `Photo 1 of Maryam${tag}`);
  await expect(his.getByText('Photos are private.')).toHaveCount(0);
  await expectAccessible(his, 'the side panel with her photos');

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
  await expectAccessible(phone, 'the side panel on a phone');

  // His sent list has a view-photos button for the accepted request.
  await phone.keyboard.press('Escape');
  await phone.goto('/photos');
  await expectAccessible(phone, '/photos, a request sent and accepted');
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
  await expectAccessible(page, '/profile on a phone');
  await expect(page.getByLabel('Guardian email')).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('University', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All required fields must be provided' })).toBeVisible();
  await expectAccessible(page, '/profile editing, with an error');
  await page.getByLabel('University', { exact: true }).fill('University of Bristol');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByLabel('University', { exact: true })).toHaveValue('University of Bristol');

  await page.goto('/dashboard');
  // She looks for men, so the example is a man's name.
  await expect(page.getByLabel('Search by first name')).toHaveAttribute('placeholder', MSG_MEMBERS.searchPlaceholderMen);
  await page.getByLabel('Search by first name').fill(`omar${tag}`);
  const card = page.getByRole('list', { name: 'Matches' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Message Omar${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message Omar${tag}` });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Message cannot be empty')).toBeVisible();
  await expectAccessible(page, 'the message dialog with an error on a phone');
  await dialog.getByLabel('Your message').fill('Assalamu alaikum');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Message sent to Omar${tag}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search by first name').fill('no-such-name-at-all');
  await expect(page.getByText('No profiles found.')).toBeVisible();
  await expectAccessible(page, '/dashboard, nothing found');
});

test('a declined request can be made again on the date shown; a withdrawn one at once; one pending is not repeated', async ({ browser }) => {
  const api = client(process.env.E2E_BASE_URL!);
  const tag = randomBytes(3).toString('hex');
  const yusuf = await subscribedMember({ firstName: `Yusuf${tag}`, lastName: 'Rahman' });
  const maryam = await subscribedMember({ gender: 'female', firstName: `Maryam${tag}`, lastName: 'Siddiqui' });
  const zainab = await subscribedMember({ gender: 'female', firstName: `Zainab${tag}`, lastName: 'Hussain' });

  // Zainab declines his request; Maryam accepts, then withdraws.
  const toZainab = await api.post('/api/photos/request', { targetUserId: zainab.userId }, yusuf.token);
  const declined = await api.put(`/api/photos/requests/${toZainab.body.request._id}/respond`, { status: 'rejected' }, zainab.token);
  const askAgainOn = new Date(declined.body.request.askAgainAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const toMaryam = await api.post('/api/photos/request', { targetUserId: maryam.userId }, yusuf.token);
  await api.put(`/api/photos/requests/${toMaryam.body.request._id}/respond`, { status: 'accepted' }, maryam.token);

  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await showMatchesAsList(his);
  const search = his.getByLabel('Search by first name');
  await search.fill(`Zainab${tag}`);
  const zainabRow = his.getByRole('row', { name: new RegExp(`Zainab${tag}`) });
  const waiting = zainabRow.getByRole('button', { name: MSG_PHOTOS.askAgainOnFrom(`Zainab${tag}`, askAgainOn) });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveText(MSG_PHOTOS.askAgainOn(askAgainOn));
  await expectAccessible(his, '/dashboard, a declined request');
  await zainabRow.getByRole('cell').nth(1).click();
  const zainabPanel = his.getByRole('dialog', { name: `Zainab${tag} Hussain` });
  await expect(zainabPanel.getByRole('button', { name: 'Request Rejected' })).toBeDisabled();
  await expect(zainabPanel.getByRole('button', { name: 'Request Rejected' })).toHaveAccessibleDescription(MSG_PHOTOS.askAgainHint(`Zainab${tag}`, askAgainOn));
  await expectAccessible(his, 'the side panel, declined until a date');
  await his.keyboard.press('Escape');

  await search.fill(`Maryam${tag}`);
  const maryamRow = his.getByRole('row', { name: new RegExp(`Maryam${tag}`) });
  await expect(maryamRow.getByRole('button', { name: MSG_PHOTOS.photosSharedBy(`Maryam${tag}`) })).toBeVisible();
  await expectAccessible(his, '/dashboard, photos shared');

  // She withdraws on /photos; he may ask again at once, from the list.
  const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors });
  await hers.goto('/photos');
  await hers.getByRole('button', { name: `Withdraw Yusuf${tag}'s access` }).click();
  await expect(hers.getByText(MSG_PHOTOS.accessWithdrawn)).toBeVisible();

  await his.reload();
  await search.fill(`Maryam${tag}`);
  const askAgain = maryamRow.getByRole('button', { name: MSG_PHOTOS.requestPhotosFrom(`Maryam${tag}`) });
  await expect(askAgain).toBeEnabled();
  await askAgain.click();
  await expect(his.getByText(MSG_PHOTOS.photoRequestSent)).toBeVisible();
  await expect(maryamRow.getByRole('button', { name: MSG_PHOTOS.requestSentTo(`Maryam${tag}`) })).toBeDisabled();
  await expectAccessible(his, '/dashboard, asked again');

  // She sees the new request, pending, on her page.
  await hers.reload();
  const received = hers.getByRole('list', { name: 'Received photo requests' });
  await expect(received.getByRole('button', { name: `Accept Yusuf${tag}'s request` })).toBeVisible();

  // Asking twice while one is pending is refused with a plain reason.
  const stale = await api.post('/api/photos/request', { targetUserId: maryam.userId }, yusuf.token);
  expect(stale).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestExists } });
});

test('an upload too large or of a type the server cannot read is refused before a byte is sent; at the limit Upload says why it is off', async ({ browser }) => {
  const amina = await subscribedMember({ gender: 'female' });
  const page = await signedIn(browser, amina.payload.email, amina.payload.password, { errors: pageErrors, viewport: PHONE });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/photos/upload')) uploads.push(request.url());
  });
  await page.goto('/photos');
  const chooser = page.getByLabel('Choose a photo');
  await expect(chooser).toHaveAccessibleDescription(MSG_PHOTOS.photoHelp);

  await chooser.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_PHOTO_BYTES + 1) });
  await expect(page.getByText(MSG_PHOTOS.photoTooLarge)).toBeVisible();
  await chooser.setInputFiles({ name: 'iphone.heic', mimeType: 'image/heic', buffer: Buffer.alloc(1024) });
  await expect(page.getByText(MSG_PHOTOS.photoNotImage)).toBeVisible();
  expect(MSG_PHOTOS.photoNotImage).not.toContain('HEIC');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please select a photo to upload.')).toBeVisible();
  await expectAccessible(page, '/photos, a file refused');

  // Up to the limit through the API, then the page says why Upload is off.
  for (let i = 0; i < MAX_PHOTOS_PER_MEMBER; i += 1) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), `p${i}.jpg`);
    const reply = await fetch(`${process.env.E2E_BASE_URL}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${amina.token}` }, body: form });
    expect(reply.status).toBe(201);
  }
  await page.reload();
  await expectLoadedImage(page, `Your photo ${MAX_PHOTOS_PER_MEMBER}`);
  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();
  await expect(upload).toHaveAccessibleDescription(MSG_PHOTOS.photoLimit);
  await expect(page.getByText(MSG_PHOTOS.photoLimit)).toBeVisible();
  await expectAccessible(page, '/photos at the limit');
  expect(uploads).toEqual([]);
});
