import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/playwright';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_NAV, MSG_SETTINGS } from '@/lib/shared/messages/shell';
import { expectAccessible, failOnPageErrors, holdToast, logIn, showMatchesAsList, socketConnected, subscribedMember } from '../support/e2e';
import { client } from '../support/http-client';

const api = client(process.env.E2E_BASE_URL!);
const adminEmail = process.env.E2E_ADMIN_EMAIL!;
const adminPassword = process.env.E2E_ADMIN_PASSWORD!;
const { newPage } = failOnPageErrors();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
type Box = { x: number; y: number; width: number; height: number };
type Member = Awaited<ReturnType<typeof subscribedMember>>;

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const phone = viewport.width < 500;
  return newPage(await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce' }));
}

/**
 * Logs a member in and resolves once the layout's socket is connected, so what is sent next is
 * pushed here. `holdWelcome` keeps the login's "Welcome back!" on screen (`holdToast`) to be measured.
 */
async function memberAt(browser: Browser, member: Member, viewport: { width: number; height: number }, { holdWelcome = false } = {}): Promise<Page> {
  const page = await pageAt(browser, viewport);
  const connected = socketConnected(page);
  await logIn(page, member.payload.email, member.payload.password);
  if (holdWelcome) await holdToast(page, 'Welcome back!');
  await page.waitForURL('**/dashboard');
  await connected;
  return page;
}

async function adminToken(): Promise<string> {
  return (await api.post('/api/auth/login', { email: adminEmail, password: adminPassword })).body.token as string;
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;
  test(`the shell: ${phone ? 'a tab bar with live numbers on the phone' : 'the sidebar on a computer'}, and toasts that cover no header or title (${viewport.width}px)`, async ({
    browser,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const [her, him] = await Promise.all([subscribedMember({ gender: 'female', firstName: `Amina${tag}` }), subscribedMember({ firstName: `Idris${tag}` })]);
    const page = await memberAt(browser, her, viewport, { holdWelcome: true });
    await expect(page.getByRole('heading', { name: 'Find Matches', level: 1 })).toBeVisible();

    // The login's "Welcome back!" sits at the foot of the screen, clear of the banner and the title.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const banner = (await page.getByRole('banner').first().boundingBox())!;
    const title = (await page.getByRole('heading', { name: 'Find Matches', level: 1 }).boundingBox())!;
    expect(overlaps(toastBox, banner)).toBe(false);
    expect(overlaps(toastBox, title)).toBe(false);
    expect(toastBox.y).toBeGreaterThan(viewport.height / 2);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width);

    const tabs = page.getByRole('navigation', { name: MSG_NAV.tabBarLabel });
    if (!phone) {
      await expect(tabs).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: MSG_SETTINGS.title })).toBeVisible();
      return;
    }
    await expect(tabs.getByRole('link')).toHaveText([MSG_NAV.tabMatches, 'Chats', 'Photos', 'Profile']);
    await expect(tabs.getByRole('link', { name: MSG_NAV.tabMatches })).toHaveAttribute('aria-current', 'page');
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await tabs.boundingBox())!.y);

    // A message arrives: the Chats tab counts it, live.
    expect((await api.post('/api/chats/messages', { receiverId: her.userId, content: `Assalamu alaikum ${tag}` }, him.token)).status).toBe(201);
    await expect(tabs.getByRole('link', { name: /^Chats\W+1 unread message$/ })).toBeVisible();
    await expectAccessible(page, 'Find Matches with the tab bar');
    await tabs.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
}

test('My profile shows her as others see her with Edit; Settings holds the rest in sections', async ({ browser }) => {
  const tag = randomBytes(3).toString('hex');
  const her = await subscribedMember({ gender: 'female', firstName: `Safiya${tag}`, lastName: 'Qureshi' });
  const page = await memberAt(browser, her, PHONE);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  const preview = page.getByRole('region', { name: MSG_MEMBERS.previewTitle });
  await expect(preview).toContainText(`Safiya${tag} Qureshi, 24`);
  await expect(preview).toContainText('I love reading and volunteering at the local food bank.');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  // The account's other parts have moved to Settings.
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: MSG_GUARDIAN.sectionTitle })).toHaveCount(0);

  await page.getByRole('link', { name: MSG_MEMBERS.settingsLink, exact: true }).click();
  await page.waitForURL('**/settings');
  await expect(page.getByRole('heading', { name: MSG_SETTINGS.title, level: 1 })).toBeVisible();
  const sections = page.getByRole('navigation', { name: MSG_SETTINGS.navLabel });
  const names = Object.values(MSG_SETTINGS.sections);
  await expect(sections.getByRole('link')).toHaveText(names);
  for (const name of names) await expect(page.getByRole('region', { name, exact: true })).toBeAttached();
  await sections.getByRole('link', { name: MSG_SETTINGS.sections.security }).click();
  await expect(page.getByRole('region', { name: MSG_SETTINGS.sections.security, exact: true }).getByLabel('Current password')).toBeInViewport();
  // Before her guardian confirms, the page says exactly what the address receives.
  await expect(page.getByTestId('guardian-before-confirm')).toHaveText(new RegExp(MSG_GUARDIAN.beforeConfirm.slice(0, 60)));
});

test('offline after its HTML, My profile says its form could not load (the page itself stays), and Try again brings it', async ({ browser }) => {
  const her = await subscribedMember({ gender: 'female' });
  const page = await memberAt(browser, her, PHONE);
  // What My profile's HTML names loads, so the page can run; every chunk fetched after it (the
  // form's, the toasts') finds the connection gone.
  const html = await (await page.request.get('/profile')).text();
  const named = new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.\-/]+?\.js/g)].map(([src]) => src));
  let offline = true;
  await page.route('**/_next/static/chunks/**/*.js', (route) =>
    offline && !named.has(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto('/profile');
  const alert = page.getByRole('alert').filter({ hasText: MSG_COMMON.partNotLoaded });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  offline = false;
  await alert.getByRole('button', { name: MSG_COMMON.tryAgain }).click();
  await expect(page.getByRole('region', { name: MSG_MEMBERS.previewTitle })).toContainText(her.payload.firstName);
  // The toasts' code, refused with the rest, is asked for again: a save is confirmed.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG_MEMBERS.profileUpdated)).toBeVisible();
});

test('a profile with no text: "Not written yet" on her own profile, no empty headings for others', async ({ browser }) => {
  const tag = randomBytes(3).toString('hex');
  const [blank, viewer] = await Promise.all([subscribedMember({ firstName: `Harun${tag}`, lastName: 'Blank' }), subscribedMember({ gender: 'female' })]);
  const cleared = await api.put(
    `/api/admin/profiles/${blank.userId}`,
    { firstName: `Harun${tag}`, lastName: 'Blank', age: 24, gender: 'Male', university: 'University of Leeds', description: '', lookingFor: '', isGraduate: true },
    await adminToken(),
  );
  expect(cleared.status).toBe(200);

  const own = await memberAt(browser, blank, DESKTOP);
  await own.goto('/profile');
  const preview = own.getByRole('region', { name: MSG_MEMBERS.previewTitle });
  await expect(preview.getByText(MSG_MEMBERS.notWrittenYet)).toHaveCount(2);

  const other = await memberAt(browser, viewer, DESKTOP);
  await showMatchesAsList(other);
  await other.getByLabel('Search by first name').fill(`Harun${tag}`);
  await other.getByRole('row', { name: new RegExp(`Harun${tag}`) }).getByRole('cell').nth(1).click();
  const panel = other.getByRole('dialog', { name: `Harun${tag} Blank` });
  await expect(panel.getByText('University of Leeds')).toBeVisible();
  await expect(panel.getByText('About', { exact: true })).toHaveCount(0);
  await expect(panel.getByText('Looking for', { exact: true })).toHaveCount(0);
});

test('the login page greets a first visit plainly and a returning member with "Welcome back"', async ({ browser }) => {
  const member = await subscribedMember();
  const page = await pageAt(browser, PHONE);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG_AUTH.loginFirstTitle);
  await logIn(page, member.payload.email, member.payload.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: /^Open menu/ }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG_AUTH.loginReturningTitle);
});

test('the contact form shows every field’s problem at its field', async ({ browser }) => {
  const page = await pageAt(browser, PHONE);
  await page.goto('/contact');
  await page.getByRole('button', { name: MSG_CONTACT.send }).click();
  const fieldOf = (label: string) => page.locator('div', { has: page.getByLabel(label, { exact: true }) }).last();
  await expect(fieldOf(MSG_CONTACT.email).getByRole('alert')).toHaveText(MSG_CONTACT.emailRequired);
  await expect(fieldOf(MSG_CONTACT.reason).getByRole('alert')).toHaveText(MSG_CONTACT.reasonRequired);
  await expect(fieldOf(MSG_CONTACT.details).getByRole('alert')).toHaveText(MSG_CONTACT.detailsRequired);
  await expect(page.getByLabel(MSG_CONTACT.email)).toBeFocused();
  await expect(page.getByLabel(MSG_CONTACT.details)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/contact with every problem shown');
  // A field put right loses its message; the others keep theirs.
  await page.getByLabel(MSG_CONTACT.email).fill('a.sister@example.test');
  await expect(fieldOf(MSG_CONTACT.email).getByRole('alert')).toHaveCount(0);
  await expect(fieldOf(MSG_CONTACT.details).getByRole('alert')).toHaveText(MSG_CONTACT.detailsRequired);
});

test('the admin profiles table fits a 1280 px screen, Delete buttons included', async ({ browser }) => {
  await subscribedMember();
  const page = await pageAt(browser, DESKTOP);
  await logIn(page, adminEmail, adminPassword);
  await page.waitForURL('**/admin');
  const table = page.getByTestId('profiles-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const scroller = table.locator('xpath=..');
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const remove = table.getByRole('button', { name: /^Delete .*account$/ }).first();
  const box = (await remove.boundingBox())!;
  const frame = (await scroller.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
});

test('the favicon and the Apple touch icon are real images', async ({ page }) => {
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  await page.goto('/');
  const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const apple = await page.request.get(href!);
  expect(apple.status()).toBe(200);
  expect(apple.headers()['content-type']).toBe('image/png');
  expect((await apple.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('sign-up step 3 on a phone: the page scrolls, not a box, and she reads what an unconfirmed guardian receives', async ({ browser }) => {
  const page = await pageAt(browser, PHONE);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sumayyah');
  await page.getByLabel('Last name').fill('Patel');
  await page.getByLabel('Email').fill(`shell.${randomBytes(4).toString('hex')}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm password').fill('a good password');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Age').fill('23');
  await page.getByLabel('Status').selectOption('student');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('University').fill('University of Bristol');
  await page.getByLabel('About you').fill('Medical student.');
  await page.getByLabel('What you are looking for').fill('A kind husband.');
  await page.getByLabel('Guardian email').fill(`wali.${randomBytes(4).toString('hex')}@example.test`);
  await page.getByLabel('Guardian phone').fill('+44 7700 900777');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  const terms = page.getByRole('region', { name: 'Terms and conditions, in short' });
  expect(await terms.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  await expect(page.getByTestId('guardian-before-confirm')).toHaveText(MSG_GUARDIAN.beforeConfirm);
  await expectAccessible(page, 'signup step 3 on a phone');
});

/**
 * The pages of the member area and the moderation queue at both sizes, with long names, a long
 * word, Arabic text and empty states: no WCAG 2.1 AA violation. With UX_SHOTS_DIR set, each is
 * also saved as a full-page screenshot for a person to look at.
 */
test('Find Matches, My profile, Settings and the moderation queue pass axe at 390 and 1280 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const shots = process.env.UX_SHOTS_DIR;
  const tag = randomBytes(3).toString('hex');
  const longWord = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
  const her = await subscribedMember({
    gender: 'female',
    firstName: `Khadijah-Maryam${tag}`,
    lastName: 'Al-Abdulrahman-Hashimi',
    university: 'School of Oriental and African Studies, University of London',
    description: `${longWord}${longWord} is the longest word I know. أحب القراءة والسفر مع عائلتي، وأدرس الطب في لندن.`,
    lookingFor: 'شخص طيب وملتزم وطموح. Someone kind, practising and ambitious.',
  });
  await subscribedMember({ firstName: `عبدالرحمن${tag}`, lastName: 'الهاشمي', university: 'جامعة الملك سعود' });
  const reported = await subscribedMember({ firstName: `Bartholomew-Alexander${tag}`, lastName: 'Montgomery-Fitzwilliam' });
  expect((await api.post('/api/reports', { targetUserId: reported.userId, reason: 'fake_profile', details: `${longWord} ${longWord} looks fake.`, block: false }, her.token)).status).toBe(201);

  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}`;
    const page = await memberAt(browser, her, viewport);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    const shot = async (name: string) => {
      if (shots) await page.screenshot({ path: `${shots}/${name}-${size}.png`, fullPage: true });
    };

    const found = (name: string) => page.getByRole('button', { name: new RegExp(name) }).filter({ visible: true });
    await page.getByLabel('Search by first name').fill(`Bartholomew-Alexander${tag}`);
    await expect(found(tag).first()).toBeVisible();
    await page.getByLabel('Search by first name').fill('');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByText(MSG_MEMBERS.noProfiles)).toHaveCount(0);
    await expectAccessible(page, `Find Matches ${size}`);
    await shot('find-matches');
    await page.getByLabel('Search by first name').fill(`zz-nobody-${tag}`);
    await expect(page.getByText(MSG_MEMBERS.noProfiles)).toBeVisible();
    await expectAccessible(page, `Find Matches, nobody found ${size}`);
    await shot('find-matches-empty');
    await page.getByLabel('Search by first name').fill(`عبدالرحمن${tag}`);
    await expect(found(tag).first()).toBeVisible();
    await shot('find-matches-arabic');

    await page.goto('/profile');
    await expect(page.getByRole('region', { name: MSG_MEMBERS.previewTitle })).toContainText(longWord);
    await expectAccessible(page, `My profile ${size}`);
    await shot('my-profile');

    await page.goto('/settings');
    await expect(page.getByTestId('guardian-status')).toBeVisible();
    await expectAccessible(page, `Settings ${size}`);
    await shot('settings');
    await page.context().close();

    const admin = await pageAt(browser, viewport);
    await logIn(admin, adminEmail, adminPassword);
    await admin.waitForURL('**/admin');
    await expect(admin.getByTestId('profiles-table').or(admin.getByRole('list', { name: 'Profiles' })).filter({ visible: true })).toBeVisible();
    await expect(admin.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    if (shots) await admin.screenshot({ path: `${shots}/admin-dashboard-${size}.png`, fullPage: true });
    await admin.goto('/admin/moderation');
    await expect(admin.getByRole('list', { name: 'Reports' }).getByText(`Bartholomew-Alexander${tag}`, { exact: false })).toBeVisible();
    await expect(admin.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(admin, `moderation queue ${size}`);
    if (shots) await admin.screenshot({ path: `${shots}/moderation-${size}.png`, fullPage: true });
    await admin.getByRole('tab', { name: /Appeals/ }).click();
    await expectAccessible(admin, `moderation queue, appeals ${size}`);
    await admin.context().close();
  }
});
