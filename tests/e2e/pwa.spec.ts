import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '../support/playwright';
import { failOnPageErrors, logIn, sendThroughApi, subscribedMember } from '../support/e2e';

/**
 * The installable app (issue 25): the manifest is linked from every page and valid, the service
 * worker registers, Chrome's own installability check (what Lighthouse's audit ran) finds
 * nothing missing on /dashboard, the offline page shows with the network cut, and the caches
 * hold only the build's hashed files and the offline page: no API answer, no page, no photo.
 */
const pages = failOnPageErrors();
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the manifest is linked from every page and describes an installable app', async ({ page, request }) => {
  for (const path of ['/', '/login', '/signup']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  const reply = await request.get('/manifest.webmanifest');
  expect(reply.ok()).toBe(true);
  expect(reply.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await reply.json();
  expect(manifest).toMatchObject({ name: 'Nikah Scholars', short_name: 'Nikah', start_url: '/dashboard', display: 'standalone', theme_color: '#165145' });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const wanted = [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ];
  for (const { sizes, purpose } of wanted) {
    const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === sizes && i.purpose === purpose);
    expect(icon?.type).toBe('image/png');
    const bytes = await (await request.get(icon.src)).body();
    const [width, height] = sizes.split('x').map(Number);
    expect(pngSize(bytes)).toEqual({ width, height });
  }
});

test('on /dashboard the service worker registers, Chrome finds it installable, and offline shows the offline page', async ({ baseURL }, testInfo) => {
  const member = await subscribedMember({ gender: 'female', firstName: 'Aisha' });
  // A profile on disk, as a person's browser has: Chrome never offers to install from an incognito
  // context, which is what a new Playwright context is.
  const launch = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'ns-pwa-')), { ...launch, baseURL });
  const page = await pages.newPage(context);
  await logIn(page, member.payload.email, member.payload.password);
  await page.waitForURL('**/dashboard');

  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  // The page is controlled from its next load on; the build's files then go through the cache.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  console.log(`Page.getInstallabilityErrors on /dashboard: ${JSON.stringify(installability)}`);
  expect(installability.installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);

  // Pages that read member data through the API, so there is something that must not be cached.
  await page.goto('/chats');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();
  await page.goto('/dashboard');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const entry of await cache.keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/_next/static/'))).toBe(true);
  for (const path of cached) expect(path).toMatch(/^(\/_next\/static\/|\/offline\.html$|\/icons\/)/);

  await context.setOffline(true);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await page.waitForURL('**/dashboard');
  await context.close();
});

test('the browser asks for notification permission only when she asks for it', async ({ browser }) => {
  const member = await subscribedMember({ gender: 'female', firstName: 'Hafsa' });
  const context = await browser.newContext();
  const page = await pages.newPage(context);
  await page.addInitScript(() => {
    (window as unknown as { permissionAsked: number }).permissionAsked = 0;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      (window as unknown as { permissionAsked: number }).permissionAsked += 1;
      return original(...args);
    };
  });
  await logIn(page, member.payload.email, member.payload.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Chats' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toHaveCount(0);

  // After her first conversation the chat list invites her, calmly, once.
  const writer = await subscribedMember({ firstName: 'Umar' });
  await sendThroughApi(writer.token, member.userId, 'Assalamu alaikum');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toHaveCount(0);

  await page.goto('/settings#notifications');
  await expect(page.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0);
  await context.close();
});
