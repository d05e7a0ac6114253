import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
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
 * Resolves once the page's member socket has connected (socket.io's connect answer, over
 * long-polling or the WebSocket): listen before the page logs in, so the answer is not missed.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then((body) => body.includes('40{') && resolve(), () => undefined);
    });
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
  });
}

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
  // Contrast is judged on what stays on screen: a toast fading in or a stack collapsing is
  // half-transparent for a moment, so finite transitions and animations are let finish first.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}
