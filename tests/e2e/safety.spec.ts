import { expect, test, type Page } from '../support/playwright';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { client } from '../support/http-client';
import { expectAccessible, signedIn, subscribedMember } from '../support/e2e';

const pageErrors: string[] = [];
test.afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** He writes first (one message the scam rules flag, one they do not); she signs in and opens the chat. */
async function herChatWithHim(browser: Parameters<typeof signedIn>[0], viewport: { width: number; height: number }) {
  const api = client(process.env.E2E_BASE_URL!);
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Rahman' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Siddiqui' });
  for (const content of ['Assalamu alaikum, I liked your profile.', 'Add me on WhatsApp, 07700 900123']) {
    expect((await api.post('/api/chats/messages', { receiverId: maryam.userId, content }, yusuf.token)).status).toBe(201);
  }
  const page = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors, viewport });
  await page.goto('/chats');
  await page.getByRole('button', { name: /Yusuf Rahman/ }).click();
  await expect(page.getByRole('heading', { name: 'Yusuf Rahman' })).toBeVisible();
  return { page, yusuf, maryam };
}

async function expectChatGone(page: Page, viewport: { width: number }) {
  // On a phone the conversation closes back to the list; on a wide screen the pane empties.
  if (viewport.width >= 768) await expect(page.getByText('Select a chat to start messaging')).toBeVisible();
  await expect(page.getByRole('button', { name: /Yusuf Rahman/ })).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`she sees the safety notice, reports him from the chat and he is blocked (${size})`, async ({ browser }) => {
    const { page } = await herChatWithHim(browser, viewport);

    const risky = page.getByTestId('message').filter({ hasText: 'WhatsApp' });
    // One notice for the conversation, above it; the flagged message is marked, the others are not.
    await expect(page.getByTestId('safety-notice')).toHaveCount(1);
    await expect(page.getByTestId('safety-notice')).toHaveText(MSG_SAFETY.scamNotice);
    await expect(risky.getByTestId('flagged-mark')).toBeVisible();
    await expect(page.getByTestId('message').filter({ hasText: 'I liked your profile' }).getByTestId('flagged-mark')).toHaveCount(0);
    await expectAccessible(page, `chat with a flagged message ${size}`);

    await page.getByRole('button', { name: 'Report Yusuf Rahman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Yusuf Rahman' });
    await expect(dialog.getByText(MSG_SAFETY.reportIntro('Yusuf Rahman'))).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Also block this member/ })).toBeChecked();
    // No reason chosen: the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MSG_SAFETY.reportReasonRequired);
    await expectAccessible(page, `report dialog ${size}`);

    await dialog.getByRole('radio', { name: 'Scam or asking for money' }).check();
    await dialog.getByLabel('Anything else we should know?').fill('He asked me to move to WhatsApp straight away.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(MSG_SAFETY.thanksTitle)).toBeVisible();
    await expect(dialog.getByText(MSG_SAFETY.thanksText('Yusuf Rahman'))).toBeVisible();
    await expect(dialog.getByText(MSG_SAFETY.thanksBlocked('Yusuf Rahman'))).toBeVisible();
    await expectAccessible(page, `report thanks ${size}`);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expectChatGone(page, viewport);

    // Her settings list him under Blocked members, and Unblock brings the chat back.
    await page.goto('/settings');
    const blocked = page.getByRole('list', { name: 'Blocked members' });
    await expect(blocked.getByText('Yusuf Rahman')).toBeVisible();
    await expectAccessible(page, `blocked members ${size}`);
    await page.getByRole('button', { name: 'Unblock Yusuf Rahman' }).click();
    await expect(page.getByText(MSG_SAFETY.unblocked('Yusuf Rahman'))).toBeVisible();
    await expect(page.getByText(MSG_SAFETY.blockedEmpty)).toBeVisible();
    await page.goto('/chats');
    await expect(page.getByRole('button', { name: /Yusuf Rahman/ })).toBeVisible();
  });

  test(`she blocks him from the chat header after reading what blocking does (${size})`, async ({ browser }) => {
    const { page, yusuf, maryam } = await herChatWithHim(browser, viewport);

    // First she reports the flagged message itself, without blocking: the chat stays.
    // Report sits in the message's "…" menu, and the dialog quotes the message reported.
    await page.getByTestId('message').filter({ hasText: 'WhatsApp' }).getByRole('button', { name: 'More actions for the message from Yusuf Rahman' }).click();
    await page.getByRole('menuitem', { name: 'Report this message' }).click();
    const report = page.getByRole('dialog', { name: 'Report this message' });
    await expect(report.getByTestId('reported-quote')).toContainText('WhatsApp');
    await expectAccessible(page, `report a message ${size}`);
    await report.getByRole('radio', { name: 'Scam or asking for money' }).check();
    await report.getByRole('checkbox', { name: /Also block this member/ }).uncheck();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByText(MSG_SAFETY.thanksText('Yusuf Rahman'))).toBeVisible();
    await expect(report.getByText(MSG_SAFETY.thanksBlocked('Yusuf Rahman'))).toHaveCount(0);
    await report.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('heading', { name: 'Yusuf Rahman' })).toBeVisible();

    await page.getByRole('button', { name: 'Block Yusuf Rahman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Yusuf Rahman?' });
    for (const effect of MSG_SAFETY.blockEffects) await expect(dialog.getByText(effect)).toBeVisible();
    await expectAccessible(page, `block dialog ${size}`);
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText(MSG_SAFETY.blocked('Yusuf Rahman'))).toBeVisible();
    await expectChatGone(page, viewport);

    // He can no longer write to her, and is told so plainly.
    const reply = await client(process.env.E2E_BASE_URL!).post('/api/chats/messages', { receiverId: maryam.userId, content: 'Hello?' }, yusuf.token);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(MSG_SAFETY.cannotMessage);
  });
}

test('with the connection gone, Report says its form could not load and closes; back online it opens', async ({ browser }) => {
  const { page } = await herChatWithHim(browser, { width: 390, height: 844 });
  // The toasts' own code arrives after the page is interactive: here before the connection drops.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const chunks = '**/_next/static/chunks/**';
  await page.route(chunks, (route) => route.abort('internetdisconnected'));

  await page.getByRole('button', { name: 'Report Yusuf Rahman' }).click();
  await expect(page.getByText(MSG_COMMON.partNotLoaded)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Report Yusuf Rahman' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Yusuf Rahman' })).toBeVisible();

  await page.unroute(chunks);
  await page.getByRole('button', { name: 'Report Yusuf Rahman' }).click();
  await expect(page.getByRole('dialog', { name: 'Report Yusuf Rahman' }).getByText(MSG_SAFETY.reportIntro('Yusuf Rahman'))).toBeVisible();
});
