import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './playwright';
import { client } from './http-client';
import { subscribedMember as subscribedThroughApi } from './paypal';

const baseUrl = () => process.env.E2E_BASE_URL!;

/** A member with a confirmed subscription, seeded through the API and the PayPal simulator. */
/** The API of the server the browser tests drive. */
export const api = () => client(process.env.E2E_BASE_URL!);

/** A message sent as `token`'s member over HTTP, as another device of hers would. */
export async function sendThroughApi(token: string, receiverId: string, content: string) {
  const reply = await api().post('/api/chats/messages', { receiverId, content }, token);
  expect(reply.status).toBe(201);
  return reply.body as { _id: string; seq: number };
}

export function subscribedMember(overrides: Record<string, unknown> = {}) {
  return subscribedThroughApi(client(baseUrl()), overrides);
}

/** Logs in through the real form, as a person would. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Resolves once the page receives a socket.io packet that `matches`, over long-polling (several
 * packets joined by a record separator) or the WebSocket.
 */
function socketPacketArrived(page: Page, matches: RegExp): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then((body) => matches.test(body) && resolve(), () => undefined);
    });
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => matches.test(String(frame.payload)) && resolve()));
  });
}

/**
 * Resolves once the page's member socket has connected (socket.io's connect answer, 40): listen
 * before the page logs in, so the answer is not missed.
 */
export const socketConnected = (page: Page) => socketPacketArrived(page, /(^|\x1e)40/);

/** Resolves once the page has received a socket event of this name: 42, an ack id when the server asks for one, then ["name", …]. */
export const socketEventArrived = (page: Page, event: string) => socketPacketArrived(page, new RegExp(`(^|\x1e)42\\d*\\["${event}"`));

/**
 * A fresh browser context logged in as a subscribed member, with uncaught page errors collected;
 * it resolves once her socket is connected, so what is sent to her next is pushed live.
 */
export async function signedIn(
  browser: Browser,
  email: string,
  password: string,
  options: { errors: string[]; viewport?: { width: number; height: number } },
): Promise<Page> {
  const viewport = options.viewport ?? { width: 1280, height: 800 };
  const phone = viewport.width < 500;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  page.on('pageerror', (error) => options.errors.push(error.message));
  const connected = socketConnected(page);
  await logIn(page, email, password);
  await page.waitForURL('**/dashboard');
  await connected;
  return page;
}

/** The toasts on screen in this page or dialog, leaving out any on its way out. */
export const toasts = (scope: Page | Locator) => scope.locator('[data-sonner-toast]:not([data-removed="true"])');

/**
 * Keeps the toast saying `text` on screen until the test is done with it: sonner's hotkey (Alt+T)
 * spreads the stack, and a spread stack's timers wait. Call it straight after what raises the
 * toast (a click, a login): it presses every 100 ms until the toast is there and spread, so a
 * toast that lasts four seconds is held however long the pages around it take.
 */
export async function holdToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = toasts(page).filter({ hasText: text });
  await expect(async () => {
    await page.keyboard.press('Alt+KeyT');
    await expect(toast).toHaveAttribute('data-expanded', 'true', { timeout: 100 });
  }).toPass({ intervals: [100], timeout: 20_000 });
  return toast;
}

/** Find Matches as the spec's table (name, age, actions): cards are the default, the list a click away. */
export async function showMatchesAsList(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Show matches as' }).getByRole('button', { name: 'List' }).click();
}

/**
 * For a spec file: `newPage` opens a page whose uncaught errors are collected, and every test of
 * the file fails if any page threw.
 */
export function failOnPageErrors(): { newPage(context: BrowserContext): Promise<Page> } {
  const errors: string[] = [];
  test.afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  return {
    async newPage(context) {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}

/**
 * WCAG 2.1 AA on the page as it is now (axe-core in the real browser). Called by every spec on
 * each page it visits, in each state worth checking (empty, filled, dialog open, toast shown).
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // Contrast is judged on what stays on screen: a toast fading in or out is half-transparent for
  // a moment, and one whose time runs out while axe reads the page (over a second on a busy
  // machine) would be caught mid-fade. With reduced motion, as a member can ask for, the app's
  // transitions take 0.01 ms (globals.css), so no state in between is ever on screen; what is still
  // running is then let finish.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // A client navigation (the chat's `router.replace` after ?userId) streams the new page's
  // metadata after its content: on a busy machine axe once read the page between the two, with
  // no title. The page is judged once its title is there; a page without one still fails here.
  await expect(page, `the title of ${label}`).toHaveTitle(/\S/);
  // axe.run in the page itself: the default partial run opens a blank page and injects axe-core a
  // second time for every check, which only cross-origin frames need (the app has none; PayPal's
  // would be PayPal's to answer for). Only violations are collected: listing every passing node
  // was most of the work, and nothing reads it.
  // (`options` replaces what `withTags` sets, so it comes first.)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}
