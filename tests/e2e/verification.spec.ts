import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/playwright';
import sharp from 'sharp';
import { MSG_VERIFICATION_ADMIN, MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';
import { api, expectAccessible, failOnPageErrors, logIn, sendThroughApi, signedIn, subscribedMember } from '../support/e2e';
import { uniqueEmail } from '../support/factories';

const inboxUrl = process.env.E2E_INBOX_URL!;
const adminEmail = process.env.E2E_ADMIN_EMAIL!;
const adminPassword = process.env.E2E_ADMIN_PASSWORD!;
const { newPage } = failOnPageErrors();
/** Set to a folder to keep screenshots of each screen this test passes (a reviewer's look, not an assertion). */
const shotsDir = process.env.E2E_SHOTS_DIR;
/** The screen size for such a look (`390x844` for a phone); the test itself runs at the project's 1280x800. */
const [shotWidth, shotHeight] = (process.env.E2E_SHOTS_VIEWPORT ?? '1280x800').split('x').map(Number);
const viewport = { width: shotWidth, height: shotHeight };
const phone = viewport.width < 500;

type InboxMail = { to: string; subject: string; text: string };
async function inbox(address: string): Promise<InboxMail[]> {
  return (await fetch(`${inboxUrl}/mails?to=${encodeURIComponent(address)}`)).json();
}

async function shot(page: Page, name: string, locator?: ReturnType<Page['locator']>) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize();
  const file = path.join(shotsDir, `${name}-${size?.width}x${size?.height}.png`);
  await (locator ? locator.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

async function photoOf(token: string, color: string) {
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: color } }).png().toBuffer();
  const reply = await api().post('/api/photos', { photo: `data:image/png;base64,${png.toString('base64')}` }, token);
  expect(reply.status).toBe(201);
}

test('she verifies her university email from the message, a moderator approves her selfie, and another member sees both badges on her card and beside her name in his chats', async ({ browser }) => {
  test.setTimeout(150_000);
  const sister = await subscribedMember({ gender: 'female', firstName: 'Khadijah', lastName: 'Abdulrahman-Al-Qahtani', university: 'University of Leeds' });
  const brother = await subscribedMember({ gender: 'male', firstName: 'Bilal' });
  await photoOf(sister.token, '#c8a27a');
  const universityEmail = uniqueEmail('khadijah').replace(/@example\.test$/, '@leeds.ac.uk');

  // Settings › Verification: the university email.
  const errors: string[] = [];
  const hers = await signedIn(browser, sister.payload.email, sister.payload.password, { errors, viewport });
  await hers.goto('/settings#verification');
  const university = hers.getByTestId('university-badge-card');
  await expect(university.getByRole('heading', { name: MSG_VERIFICATION_UI.universityTitle })).toBeVisible();
  await expectAccessible(hers, 'settings, verification, nothing yet');
  await shot(hers, 'settings-verification-start', hers.locator('#verification'));
  await university.getByLabel(MSG_VERIFICATION_UI.universityEmailLabel).fill('khadijah@gmail.com');
  await university.getByRole('button', { name: MSG_VERIFICATION_UI.universitySend }).click();
  await expect(university.getByRole('alert')).toHaveText('Please use your university email address (for example name@leeds.ac.uk).');
  await university.getByLabel(MSG_VERIFICATION_UI.universityEmailLabel).fill(universityEmail);
  await university.getByRole('button', { name: MSG_VERIFICATION_UI.universitySend }).click();
  await expect(university.getByText(MSG_VERIFICATION_UI.universityPending)).toBeVisible();
  await expect(hers.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(hers, 'settings, verification, link sent');

  // The captured message carries the link; the page changes nothing until its button is pressed.
  await expect.poll(async () => (await inbox(universityEmail)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await inbox(universityEmail);
  const link = /https?:\/\/\S+\/verify\/university\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  const verify = await newPage(hers.context());
  await verify.goto(link);
  await expect(verify.getByRole('heading', { name: MSG_VERIFICATION_UI.pageTitle })).toBeVisible();
  await expectAccessible(verify, 'verify page');
  await shot(verify, 'verify-page');
  await verify.getByRole('button', { name: MSG_VERIFICATION_UI.pageConfirm }).click();
  await expect(verify.getByTestId('university-confirmed')).toContainText(MSG_VERIFICATION_UI.pageDoneInstitution('University of Leeds'));
  await expectAccessible(verify, 'verify page, confirmed');
  await shot(verify, 'verify-page-confirmed');
  await verify.close();

  // The selfie, in the pose asked for.
  await hers.reload();
  await expect(university).toContainText(MSG_VERIFICATION_UI.universityVerified('University of Leeds'));
  const photo = hers.getByTestId('photo-badge-card');
  await photo.getByRole('button', { name: MSG_VERIFICATION_UI.photoStart }).click();
  await expect(photo.getByTestId('pose-instruction')).not.toBeEmpty();
  await expectAccessible(hers, 'settings, selfie flow');
  await shot(hers, 'settings-selfie-flow', hers.locator('#verification'));
  const selfie = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#8a6a4f' } }).jpeg().toBuffer();
  await photo.getByLabel(MSG_VERIFICATION_UI.selfieLabel).setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
  await photo.getByRole('button', { name: MSG_VERIFICATION_UI.selfieUpload }).click();
  await expect(photo.getByText(MSG_VERIFICATION_UI.photoPending)).toBeVisible();
  await expect(hers.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(hers, 'settings, selfie pending');
  await shot(hers, 'settings-verification-pending', hers.locator('#verification'));
  expect(errors).toEqual([]);

  // A moderator compares and approves.
  const admin = await newPage(await browser.newContext({ viewport, isMobile: phone, hasTouch: phone }));
  await logIn(admin, adminEmail, adminPassword);
  await admin.waitForURL('**/admin');
  await admin.goto('/admin/moderation#verifications');
  const section = admin.getByRole('region', { name: new RegExp(`^${MSG_VERIFICATION_ADMIN.title}`) });
  const item = section.getByTestId('verification-item').filter({ hasText: 'Khadijah Abdulrahman-Al-Qahtani' });
  await expect(item.getByRole('img', { name: MSG_VERIFICATION_ADMIN.selfieAlt('Khadijah Abdulrahman-Al-Qahtani') })).toBeVisible();
  await expect(item.getByRole('img', { name: MSG_VERIFICATION_ADMIN.photoAlt('Khadijah Abdulrahman-Al-Qahtani', 1) })).toBeVisible();
  await expect(item.getByTestId('pose-asked')).not.toBeEmpty();
  await expectAccessible(admin, 'admin verifications');
  await shot(admin, 'admin-verifications', section);
  await item.getByRole('button', { name: MSG_VERIFICATION_ADMIN.approve }).click();
  await expect(admin.getByText(MSG_VERIFICATION_ADMIN.approved)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(section.getByText(MSG_VERIFICATION_ADMIN.empty)).toBeVisible();
  await shot(admin, 'admin-verifications-empty', section);

  // Another member sees both badges on her card.
  const his = await signedIn(browser, brother.payload.email, brother.payload.password, { errors, viewport });
  const card = his.getByRole('article').filter({ hasText: 'Khadijah Abdulrahman-Al-Qahtani' });
  const badges = card.getByTestId('verified-badges');
  await expect(badges).toContainText(MSG_VERIFICATION_UI.badgeUniversity);
  await expect(badges).toContainText(MSG_VERIFICATION_UI.badgePhoto);
  await expectAccessible(his, 'find matches with badges');
  await shot(his, 'card-with-badges', card);

  // And beside her name in his chats, the icons alone, each still named for screen readers.
  await sendThroughApi(brother.token, sister.userId, 'Assalamu alaikum, may I ask about your studies?');
  await his.goto('/chats');
  const row = his.getByTestId('chat-row').filter({ hasText: 'Khadijah Abdulrahman-Al-Qahtani' });
  await expect(row.getByTestId('verified-badges')).toContainText(MSG_VERIFICATION_UI.badgeUniversity);
  await expect(row.getByTestId('verified-badges')).toContainText(MSG_VERIFICATION_UI.badgePhoto);
  await expectAccessible(his, 'chats with badges');
  await shot(his, 'chat-list-with-badges', row);
  expect(errors).toEqual([]);
});
