import { expect, test, type Page } from '../support/playwright';
import { randomBytes } from 'node:crypto';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_NOTICES } from '@/lib/shared/messages/notices';
import { formatUkDateTime } from '@/lib/shared/dates';
import { api, expectAccessible, sendThroughApi, signedIn, socketConnected, socketEventArrived, subscribedMember } from '../support/e2e';

const pageErrors: string[] = [];

test.afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});


const SHOTS = '/work/shots/ux-chat';
/** Letters only, unique per run, so a first-name search finds exactly this member. */
const uniqueName = (base: string) => `${base}${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
const adminToken = async () =>
  (await api().post('/api/auth/login', { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD })).body.token as string;

/** Every answer the page got from the history endpoint that was not a success. */
function failedHistoryReads(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/chats/messages/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

test('a conversation reopened from the saved cache reads afresh: no invalid request, what came meanwhile, true ticks and unread count', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Returning' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Away' });
  await sendThroughApi(yusuf.token, maryam.userId, 'Salaam, first message');

  const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors });
  await hers.goto(`/chats?userId=${yusuf.userId}`);
  await expect(hers.getByTestId('message').filter({ hasText: 'Salaam, first message' })).toBeVisible();
  await hers.getByRole('textbox', { name: 'Message' }).fill('Wa alaikum assalam');
  await hers.getByRole('textbox', { name: 'Message' }).press('Enter');
  const reply = hers.getByTestId('message').filter({ hasText: 'Wa alaikum assalam' });
  await expect(reply.getByRole('img', { name: 'Sent' })).toBeVisible();
  // The conversation, as the tab saved it to local storage, is what the next visit starts from.
  await expect.poll(() => hers.evaluate(() => localStorage.getItem('ns-cache:query') ?? '')).toContain('Wa alaikum assalam');
  const context = hers.context();
  await hers.close();

  // While her tab is closed he reads her reply and writes again.
  const stored = (await api().get(`/api/chats/messages/${maryam.userId}`, yusuf.token)).body as { _id: string; content: string }[];
  const hersStored = stored.find((m) => m.content === 'Wa alaikum assalam')!;
  expect((await api().post('/api/chats/messages/read', { messageId: hersStored._id }, yusuf.token)).status).toBe(200);
  await sendThroughApi(yusuf.token, maryam.userId, 'Sent while you were away');

  const again = await context.newPage();
  again.on('pageerror', (error) => pageErrors.push(error.message));
  const failed = failedHistoryReads(again);
  await again.goto('/chats');
  const row = again.getByRole('button', { name: /Yusuf Returning/ });
  await expect(row.getByTestId('unread-count')).toHaveText('1 unread');
  await row.click();
  await expect(again.getByTestId('message').filter({ hasText: 'Sent while you were away' })).toBeVisible();
  await expect(again.getByTestId('message').filter({ hasText: 'Wa alaikum assalam' }).getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(row.getByTestId('unread-count')).toHaveCount(0);
  await expect(again.getByText('The request is invalid.')).toHaveCount(0);
  expect(failed).toEqual([]);
});

test('the quick Message dialog shows her guardian notice before sending, takes typing at once, and lands in the composer', async ({ browser }) => {
  const firstName = uniqueName('Zainab');
  const zainab = await subscribedMember({ gender: 'female', firstName, lastName: 'Chaperoned' });
  expect((await api().put('/api/guardian/chaperone', { mode: 'copies' }, zainab.token)).status).toBe(200);
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Keyboard' });

  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.getByLabel('Search by first name').fill(firstName);
  await his.getByRole('button', { name: `Message ${firstName}` }).first().click();
  const dialog = his.getByRole('dialog', { name: `Message ${firstName} Chaperoned` });
  await expect(dialog.getByRole('note')).toHaveText(MSG_GUARDIAN.noticeCopies);
  // Typing goes straight into the message: focus is there, not on Close.
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await his.keyboard.type('Assalamu alaikum, I read your profile.');
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveValue('Assalamu alaikum, I read your profile.');
  await expectAccessible(his, 'the message dialog with the guardian notice');

  await dialog.getByRole('button', { name: 'Send and open chat' }).click();
  await expect(his).toHaveURL(/\/chats$/);
  await expect(his.getByTestId('message').filter({ hasText: 'Assalamu alaikum, I read your profile.' })).toBeVisible();
  await expect(his.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await his.keyboard.type('One more thing');
  await expect(his.getByRole('textbox', { name: 'Message' })).toHaveValue('One more thing');
});

test('a chat open before its first message is listed as a new conversation, not "No conversations yet"', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Newcomer' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Unwritten' });
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.goto(`/chats?userId=${maryam.userId}`);
  await expect(his.getByRole('heading', { name: 'Maryam Unwritten' })).toBeVisible();
  await expect(his.getByTestId('chat-row-new')).toContainText('Maryam Unwritten');
  await expect(his.getByTestId('chat-row-new')).toContainText(MSG_CHAT.newChat);
  await expect(his.getByText(MSG_CHAT.noChats)).toHaveCount(0);
});

test('a suspended member’s open tab says why it was signed out, until when, and that she can appeal', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Suspended' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Reporter' });
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  // An open tab: its socket is connected when the moderator acts, so the event carries the details.
  const connected = socketConnected(his);
  await his.goto(`/chats?userId=${maryam.userId}`);
  await expect(his.getByRole('heading', { name: 'Maryam Reporter' })).toBeVisible();
  await connected;

  const report = await api().post('/api/reports', { targetUserId: yusuf.userId, reason: 'harassment', details: 'Rude.', block: false }, maryam.token);
  expect(report.status).toBe(201);
  const acted = await api().post(`/api/admin/reports/${report.body.id}/action`, { action: 'suspend', reason: 'Abusive messages.', days: 7 }, await adminToken());
  expect(acted.status).toBe(200);

  await expect(his).toHaveURL(/\/login/);
  await expect(his.getByText(MSG_AUTH.suspendedSignedOut(formatUkDateTime(acted.body.endsAt)))).toBeVisible();
  await expect(his.getByText('You have been signed out. Please log in again.')).toHaveCount(0);
});

test('a tab without a connection when its session ended is signed out with the reason once its socket is refused', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Unconnected' });
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  // The page loads and reads its chats, but its socket cannot reach the server yet.
  await his.route('**/socket.io/**', (route) => route.abort());
  await his.goto('/chats');
  await expect(his.getByRole('heading', { name: 'Chats', exact: true })).toBeVisible();

  // Every session of his ends (another device's "log out of all devices"); this tab hears nothing.
  expect((await api().post('/api/auth/logout-all', undefined, yusuf.token)).status).toBe(200);
  await his.unroute('**/socket.io/**');

  // Its socket's next attempt is refused for the ended session: the tab signs out and says why.
  await expect(his).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(his.getByText(MSG_AUTH.sessionExpired)).toBeVisible();
  expect(await his.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{"state":{}}').state.token ?? null)).toBeNull();
});

test('a tab without a connection when she was suspended says why and until when once its socket is refused', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Away' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Reporting' });
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.route('**/socket.io/**', (route) => route.abort());
  await his.goto('/chats');
  await expect(his.getByRole('heading', { name: 'Chats', exact: true })).toBeVisible();

  const report = await api().post('/api/reports', { targetUserId: yusuf.userId, reason: 'harassment', details: 'Rude.', block: false }, maryam.token);
  expect(report.status).toBe(201);
  const acted = await api().post(`/api/admin/reports/${report.body.id}/action`, { action: 'suspend', reason: 'Abusive messages.', days: 7 }, await adminToken());
  expect(acted.status).toBe(200);
  await his.unroute('**/socket.io/**');

  await expect(his).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(his.getByText(MSG_AUTH.suspendedSignedOut(formatUkDateTime(acted.body.endsAt)))).toBeVisible();
});

test('what happened before a tab first connected reaches it when it does: a block made meanwhile closes the chat', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Latecomer' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Meanwhile' });
  await sendThroughApi(maryam.token, yusuf.userId, 'Salaam');
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.route('**/socket.io/**', (route) => route.abort());
  await his.goto('/chats');
  const row = his.getByRole('button', { name: /Maryam Meanwhile/ });
  await expect(row.getByTestId('unread-count')).toHaveText('1 unread');

  // She blocks him while his tab has read its chats but has no socket to hear it.
  expect((await api().post(`/api/users/${yusuf.userId}/block`, undefined, maryam.token)).status).toBe(200);
  const connected = socketConnected(his);
  await his.unroute('**/socket.io/**');
  await connected;
  await expect(row.getByTestId('unread-count')).toHaveCount(0);
  await expect(row).toContainText(MSG_CHAT.blockedPreview);
});

test('after she blocks him, his chat with her is closed: no composer, no unread count, live and after a reload', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Blocked' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Blocker' });
  await sendThroughApi(maryam.token, yusuf.userId, 'Salaam');
  await sendThroughApi(maryam.token, yusuf.userId, 'Please do not write again.');

  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.goto('/chats');
  const row = his.getByRole('button', { name: /Maryam Blocker/ });
  await expect(row.getByTestId('unread-count')).toHaveText('2 unread');

  expect((await api().post(`/api/users/${yusuf.userId}/block`, undefined, maryam.token)).status).toBe(200);
  await expect(row.getByTestId('unread-count')).toHaveCount(0);
  await expect(row).toContainText(MSG_CHAT.blockedPreview);
  await row.click();
  await expect(his.getByTestId('chat-closed')).toHaveText(MSG_CHAT.blocked);
  await expect(his.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  await his.reload();
  await his.getByRole('button', { name: /Maryam Blocker/ }).click();
  await expect(his.getByTestId('chat-closed')).toHaveText(MSG_CHAT.blocked);
  await expect(his.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(his.getByTestId('unread-count')).toHaveCount(0);
  await expectAccessible(his, 'a closed chat');
});

test('a member who deletes her account shows as having left in his open chat; after a reload the chat is gone with her', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Remaining' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Leaving' });
  await sendThroughApi(maryam.token, yusuf.userId, 'Salaam, I am leaving the site.');
  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.goto(`/chats?userId=${maryam.userId}`);
  await expect(his.getByTestId('message').filter({ hasText: 'I am leaving the site' })).toBeVisible();

  const deleted = await api().call('DELETE', '/api/users/profile', { body: { password: maryam.payload.password }, token: maryam.token });
  expect(deleted.status).toBe(200);
  await expect(his.getByTestId('chat-closed')).toHaveText(MSG_CHAT.left);
  await expect(his.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(his.getByRole('button', { name: /Maryam Leaving/ })).toContainText(MSG_CHAT.leftPreview);
  await expect(his.getByRole('button', { name: /Profile of/ })).toHaveCount(0);

  await his.reload();
  await expect(his.getByText(MSG_CHAT.noChats)).toBeVisible();
});

test('a message from an admin comes from the Nikah Scholars team, with no profile, report or block', async ({ browser }) => {
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Welcomed' });
  const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors });
  // What CI once met, made certain: the message comes the moment her socket connects (before, a
  // listener added only after the connection missed it), while the chat list's first read, made
  // before the message was stored, is still on its way.
  const connected = socketConnected(hers);
  const arrived = socketEventArrived(hers, 'newMessage');
  let held = false;
  await hers.route('**/api/chats', async (route) => {
    if (held) return route.fallback();
    held = true;
    const before = await route.fetch();
    await connected;
    await sendThroughApi(await adminToken(), maryam.userId, 'Welcome to Nikah Scholars. Tell us if you need anything.');
    await arrived;
    await route.fulfill({ response: before });
  });
  await hers.reload();
  await expect(hers.getByText(MSG_NOTICES.newMessageFrom(MSG_CHAT.staffName))).toBeVisible();
  // The list was read again, from after the message: the unread count is on the chats link.
  await expect(hers.getByRole('link', { name: new RegExp(`^Chats.*${MSG_NOTICES.unreadMessages(1)}$`) }).first()).toBeVisible();
  await hers.unroute('**/api/chats');

  await hers.goto('/chats');
  await hers.getByRole('button', { name: new RegExp(MSG_CHAT.staffName) }).click();
  await expect(hers.getByRole('heading', { name: MSG_CHAT.staffName })).toBeVisible();
  await expect(hers.getByTestId('message').filter({ hasText: 'Welcome to Nikah Scholars' })).toBeVisible();
  await expect(hers.getByRole('button', { name: /Profile of|Report|Block|More actions/ })).toHaveCount(0);
  await expectAccessible(hers, 'a chat with the team');
});

/** Two boxes share some area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`a long chat with Arabic, a flagged message and read ticks reads cleanly at ${size}`, async ({ browser }) => {
    const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Abdulrahman ibn Abdullah al-Farouqi' });
    const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Siddiqui-Rahmatullah bint Ismail' });
    // The safety rules look at a conversation's first ten messages: the risky one is among them.
    await sendThroughApi(yusuf.token, maryam.userId, 'السلام عليكم ورحمة الله، كيف حالك؟');
    await sendThroughApi(yusuf.token, maryam.userId, 'Add me on WhatsApp, 07700 900123');
    for (let i = 1; i <= 12; i += 1) await sendThroughApi(i % 2 ? yusuf.token : maryam.token, i % 2 ? maryam.userId : yusuf.userId, `Message number ${i} about family, studies and plans for the future.`);
    const mine = await sendThroughApi(maryam.token, yusuf.userId, 'وعليكم السلام، الحمد لله');
    const delivered = await sendThroughApi(maryam.token, yusuf.userId, 'I will ask my father first.');

    const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors, viewport });
    // He has read her Arabic reply; her last message only reached his socket.
    expect((await api().post('/api/chats/messages/read', { messageId: mine._id }, yusuf.token)).status).toBe(200);
    expect((await api().get(`/api/chats/messages/${maryam.userId}`, yusuf.token)).status).toBe(200);
    await hers.goto(`/chats?userId=${yusuf.userId}`);
    const last = hers.getByTestId('message').filter({ hasText: 'I will ask my father first.' });
    await expect(last.getByRole('img', { name: 'Delivered' })).toBeVisible();
    const readTick = hers.getByTestId('message').filter({ hasText: 'وعليكم السلام' }).getByRole('img', { name: 'Read' });
    await expect(readTick).toBeVisible();
    // Read and delivered differ in shape, not only in colour: read ticks sit on a filled disc.
    const fill = (tick: typeof readTick) => tick.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(readTick)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await fill(last.getByRole('img', { name: 'Delivered' }))).toBe('rgba(0, 0, 0, 0)');
    expect(delivered.seq).toBeGreaterThan(mine.seq);

    await expect(hers.getByTestId('safety-notice')).toHaveCount(1);
    await expectAccessible(hers, `a long chat ${size}`);
    await hers.screenshot({ path: `${SHOTS}/chat-${size}.png` });

    // Scrolled half way up, the day label never lies over a message's text.
    const scroller = hers.getByTestId('message-scroller');
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 3 }));
    const pill = hers.getByRole('heading', { name: 'Today' });
    const pillBox = await pill.boundingBox();
    if (pillBox) {
      for (const text of await hers.getByTestId('message-text').all()) {
        const box = await text.boundingBox();
        if (box) expect(overlap(pillBox, box), 'the day pill covers a message').toBe(false);
      }
    }
    await hers.screenshot({ path: `${SHOTS}/chat-scrolled-${size}.png` });
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(hers.getByTestId('message').filter({ hasText: 'WhatsApp' }).getByTestId('flagged-mark')).toBeInViewport();
    await hers.screenshot({ path: `${SHOTS}/chat-top-${size}.png` });

    // The report dialog quotes the message, one reason a line on the phone, with room in each box.
    // From the keyboard: the "…" button opens its menu on Enter with Report focused.
    await hers.getByTestId('message').filter({ hasText: 'WhatsApp' }).getByRole('button', { name: /More actions/ }).focus();
    await hers.keyboard.press('Enter');
    await expect(hers.getByRole('menuitem', { name: 'Report this message' })).toBeFocused();
    await expectAccessible(hers, `the message menu ${size}`);
    await hers.keyboard.press('Enter');
    const dialog = hers.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog.getByTestId('reported-quote')).toHaveText('Add me on WhatsApp, 07700 900123');
    if (viewport.width < 640) {
      const xs = await Promise.all((await dialog.getByRole('radio').all()).map(async (radio) => (await radio.boundingBox())!.x));
      expect(new Set(xs.map(Math.round)).size).toBe(1);
    }
    await expectAccessible(hers, `the report dialog ${size}`);
    await hers.screenshot({ path: `${SHOTS}/report-${size}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // She blocks him: his side of it is the closed chat.
    const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors, viewport });
    await his.goto(`/chats?userId=${maryam.userId}`);
    await expect(his.getByTestId('message').filter({ hasText: 'I will ask my father first.' })).toBeVisible();
    expect((await api().post(`/api/users/${yusuf.userId}/block`, undefined, maryam.token)).status).toBe(200);
    await expect(his.getByTestId('chat-closed')).toBeVisible();
    await expectAccessible(his, `a closed chat ${size}`);
    await his.screenshot({ path: `${SHOTS}/blocked-${size}.png` });
  });
}
