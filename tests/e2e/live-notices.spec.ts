import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '../support/playwright';
import { expectAccessible, holdToast, logIn, subscribedMember, toasts } from '../support/e2e';
import { client } from '../support/http-client';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const pageErrors: string[] = [];

test.afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

const api = () => client(process.env.E2E_BASE_URL!);
type Member = Awaited<ReturnType<typeof subscribedMember>>;

/**
 * Logs a member in at this size and resolves once the layout's socket is connected (socket.io's
 * CONNECT answer, "40{...}", has arrived), so that what the test sends next is pushed to this page.
 */
async function memberPage(browser: Browser, member: Member, viewport: { width: number; height: number }): Promise<Page> {
  const phone = viewport.width < 500;
  // Reduced motion (globals.css): toasts appear and go without a fade, so axe never meets one half-faded.
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const connected = new Promise<void>((resolve) => {
    // The answer comes over long-polling or, after an upgrade, over the WebSocket.
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then((body) => body.includes('40{') && resolve(), () => undefined);
    });
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
  });
  await logIn(page, member.payload.email, member.payload.password);
  await page.waitForURL('**/dashboard');
  await connected;
  // The login's own toast is let go, so that every toast the test sees next is one it caused. It
  // was raised before the dashboard opened and lasts four seconds, so a slow page may outlive it:
  // it is closed if still there (the close may lose that race), and then must be gone.
  const welcome = toasts(page).filter({ hasText: 'Welcome back!' });
  if ((await welcome.count()) > 0) await welcome.getByRole('button', { name: 'Close toast' }).click({ timeout: 2000 }).catch(() => undefined);
  await expect(welcome).toHaveCount(0);
  return page;
}

/** A toast that has finished appearing (sonner fades it in), so what axe or a screenshot sees is final. */
async function shownToast(scope: Page | Locator, text: string | RegExp): Promise<Locator> {
  const toast = toasts(scope).filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  return toast;
}

/**
 * sonner's hotkey (Alt+T): the stack spreads out and its timers wait, so the toasts, exactly
 * these, are each shown in full, as axe must see them.
 */
async function spreadToasts(page: Page, scope: Page | Locator, texts: string[]): Promise<void> {
  for (const text of texts) await shownToast(scope, text);
  await expect(toasts(scope)).toHaveCount(texts.length);
  // A toast that leaves just then can fold the stack again (sonner folds a stack of one): press
  // again until every one of them is spread.
  await expect(async () => {
    await page.keyboard.press('Alt+KeyT');
    for (const text of texts) await expect(toasts(scope).filter({ hasText: text })).toHaveAttribute('data-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  for (const text of texts) {
    const toast = toasts(scope).filter({ hasText: text });
    await expect.poll(() => toast.evaluate((el) => getComputedStyle(el.querySelector('[data-content]')!).opacity)).toBe('1');
  }
}

/** Closes every toast with its close button, as a member would. */
async function closeToasts(page: Page): Promise<void> {
  for (let left = await toasts(page).count(); left > 0; left -= 1) {
    await toasts(page).first().getByRole('button', { name: 'Close toast' }).click();
    await expect(toasts(page)).toHaveCount(left - 1);
  }
}

/** Where the menu items are at this size: the sidebar, or the drawer the menu button opens. */
async function menu(page: Page, phone: boolean, label: RegExp): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Member' });
  await page.getByRole('button', { name: label }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

/** Where a member goes to Photos: the sidebar, or on a phone the tab bar. */
async function photosLinks(page: Page, phone: boolean): Promise<Locator> {
  return phone ? page.getByRole('navigation', { name: 'Main' }) : menu(page, phone, /^Open menu/);
}

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;
  test(`a message and a photo request reach Find Matches as toasts and menu badges, and the answer reaches the requester (${viewport.width}×${viewport.height})`, async ({
    browser,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const yusuf = await subscribedMember({ firstName: `Yusuf${tag}`, lastName: 'Rahman' });
    const aisha = await subscribedMember({ gender: 'female', firstName: `Aisha${tag}`, lastName: 'Khan' });
    const write = async (content: string) => expect((await api().post('/api/chats/messages', { receiverId: yusuf.userId, content }, aisha.token)).status).toBe(201);
    const messageNotice = `New message from Aisha${tag}`;
    const requestNotice = `Aisha${tag} asked to see your photos`;
    const his = await memberPage(browser, yusuf, viewport);
    await expect(his.getByRole('heading', { name: 'Find Matches' })).toBeVisible();

    // She writes to him while he is on Find Matches.
    await write(`Assalamu alaikum ${tag}`);
    const messageToast = await shownToast(his, messageNotice);
    if (phone) {
      // Below the banner, never over the menu button, and within the screen.
      const banner = await his.getByRole('banner').first().boundingBox();
      const box = await messageToast.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
    const items = await menu(his, phone, /^Open menu, 1 new notice$/);
    // With the drawer open, the toasts are shown inside it, on top.
    const shown = phone ? items : his;
    await expect(items.getByRole('link', { name: /^Chats\W+1 unread message$/ })).toBeVisible();
    await expect(items.getByRole('link', { name: 'Photos', exact: true })).toBeVisible();
    await spreadToasts(his, shown, [messageNotice]);
    await expectAccessible(his, `Find Matches with a message toast and a Chats badge (${viewport.width})`);

    // Her photo request arrives too; on a phone, above the open drawer.
    expect((await api().post('/api/photos/request', { targetUserId: yusuf.userId }, aisha.token)).status).toBe(201);
    const requestToast = await shownToast(shown, requestNotice);
    await expect(items.getByRole('link', { name: /^Photos\W+1 photo request waiting$/ })).toBeVisible();
    const onTop = await requestToast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(onTop).toBe(true);
    await spreadToasts(his, shown, [messageNotice, requestNotice]);
    await expectAccessible(his, `a photo request toast and a Photos badge (${viewport.width})`);
    if (phone) await his.keyboard.press('Escape');

    // A second message: the number goes up, the toast about her stays one, and it opens the conversation.
    await write(`Are you free to talk? ${tag}`);
    if (phone) await expect(his.getByRole('button', { name: 'Open menu, 3 new notices' })).toBeVisible();
    else await expect(items.getByRole('link', { name: /^Chats\W+2 unread messages$/ })).toBeVisible();
    await spreadToasts(his, his, [requestNotice, messageNotice]);
    await toasts(his).filter({ hasText: messageNotice }).getByRole('link').click();
    await expect(his).toHaveURL(/\/chats$/);
    await expect(his.getByTestId('message').filter({ hasText: `Are you free to talk? ${tag}` })).toBeVisible();
    await closeToasts(his);

    // She waits on /photos; he accepts there; her page hears it and her sent list changes.
    const hers = await memberPage(browser, aisha, viewport);
    await (await photosLinks(hers, phone)).getByRole('link', { name: 'Photos', exact: true }).click();
    const sentList = hers.getByRole('list', { name: 'Sent photo requests' });
    await expect(sentList.getByText('Pending')).toBeVisible();
    await (await photosLinks(his, phone)).getByRole('link', { name: /^Photos/ }).click();
    await his.getByRole('list', { name: 'Received photo requests' }).getByRole('button', { name: `Accept Aisha${tag}'s request` }).click();
    // Both toasts are spread as soon as they show (spread, their timers wait): a toast lasts 4 s,
    // less than the checks below take on a busy machine.
    const answerNotice = `Yusuf${tag} accepted your photo request`;
    await spreadToasts(hers, hers, [answerNotice]);
    await spreadToasts(his, his, ['Request accepted!']);
    await expect(sentList.getByText('Accepted')).toBeVisible();
    await expect(sentList.getByRole('button', { name: `View Yusuf${tag}'s photos` })).toBeVisible();
    await expectAccessible(hers, `the answer toast on /photos (${viewport.width})`);

    // A success and an error toast at once: both readable (axe checks their contrast).
    await shownToast(his, 'Request accepted!');
    await his.getByRole('button', { name: 'Upload' }).click();
    await shownToast(his, 'Please select a photo to upload.');
    await spreadToasts(his, his, ['Request accepted!', 'Please select a photo to upload.']);
    await expectAccessible(his, `a success and an error toast (${viewport.width})`);
  });
}

test('a login shows one toast, and a form problem shown in the form is not repeated as a toast', async ({ browser }) => {
  const member = await subscribedMember();
  // Someone for Find Matches to list once the login has gone through.
  await subscribedMember({ gender: 'female' });
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' })).toBeVisible();
  // The server's answer comes after anything the first click raised.
  await page.getByLabel('Email').fill(member.payload.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await expectAccessible(page, 'login with an error shown in the form');

  await page.getByLabel('Password').fill(member.payload.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await holdToast(page, 'Welcome back!');
  await page.waitForURL('**/dashboard');
  // Find Matches has loaded its list since: every toast of the login was raised before.
  await expect(page.getByRole('list', { name: 'Matches' })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await spreadToasts(page, page, ['Welcome back!']);
  await expectAccessible(page, 'Find Matches after login');
});

test('an admin login shows one toast', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logIn(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await holdToast(page, 'Logged in successfully!');
  await page.waitForURL('**/admin');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
});
