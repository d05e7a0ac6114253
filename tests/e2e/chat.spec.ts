import { expect, test, type Locator, type Page } from '../support/playwright';
import { api, expectAccessible, sendThroughApi, signedIn, subscribedMember } from '../support/e2e';

const pageErrors: string[] = [];

test.afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});


/** The element's box lies wholly inside the window (or, with `horizontally`, inside its width). */
async function expectOnScreen(page: Page, locator: Locator, what: string, { horizontally = false } = {}) {
  const viewport = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  if (horizontally) return;
  expect(box!.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
}

async function expectNoSideways(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

test('two members chat and watch the ticks go from sent to delivered to read', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Rahman' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Siddiqui' });

  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.goto(`/chats?userId=${maryam.userId}`);
  await expect(his).toHaveURL(/\/chats$/);
  await expect(his.getByRole('heading', { name: 'Maryam Siddiqui' })).toBeVisible();
  await expect(his.getByText('Say salaam to start the conversation.')).toBeVisible();
  await expectAccessible(his, 'a new conversation');

  // She is not online yet: the message stays "sent".
  await his.getByRole('textbox', { name: 'Message' }).fill('Assalamu alaikum, how are you?');
  await his.getByRole('button', { name: 'Send message' }).click();
  const first = his.getByTestId('message').filter({ hasText: 'Assalamu alaikum' });
  await expect(first.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(his.getByRole('heading', { name: 'Today' })).toBeVisible();

  // She logs in and lands on Find Matches: her socket connecting delivers it, his tick turns blue.
  const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors });
  await expect(first.getByRole('img', { name: 'Delivered' })).toBeVisible();

  // She opens Chats: the list is not an open conversation, so still not read.
  await hers.goto('/chats');
  await expect(hers.getByText('Select a chat to start messaging')).toBeVisible();
  const chatButton = hers.getByRole('button', { name: /Yusuf Rahman/ });
  await expect(chatButton).toBeVisible();
  await expect(chatButton.getByTestId('unread-count')).toHaveText('1 unread');
  await expectAccessible(hers, 'the chat list with an unread chat');
  await expectAccessible(hers, '/chats, none open');

  // With her socket connected, his next message is delivered at once and counted unread live.
  await his.getByRole('textbox', { name: 'Message' }).fill('Are you free to talk later?');
  await his.getByRole('button', { name: 'Send message' }).click();
  const second = his.getByTestId('message').filter({ hasText: 'Are you free' });
  await expect(second.getByRole('img', { name: 'Delivered' })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Delivered' })).toBeVisible();
  await expect(chatButton.getByTestId('unread-count')).toHaveText('2 unread');
  await expect(chatButton).toContainText('Are you free to talk later?');

  // She opens the conversation: both messages become read on his screen, and her count clears.
  await chatButton.click();
  await expect(hers.getByTestId('message').filter({ hasText: 'Are you free to talk later?' })).toBeVisible();
  await expect(second.getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(chatButton.getByTestId('unread-count')).toHaveCount(0);

  // Her answer arrives live in his open conversation and is read there.
  await hers.getByRole('textbox', { name: 'Message' }).fill('Wa alaikum assalam, yes after class.');
  await hers.getByRole('button', { name: 'Send message' }).click();
  await expect(his.getByTestId('message').filter({ hasText: 'Wa alaikum assalam, yes after class.' })).toBeVisible();
  const reply = hers.getByTestId('message').filter({ hasText: 'Wa alaikum' });
  await expect(reply.getByRole('img', { name: 'Read' })).toBeVisible();
  await expectAccessible(hers, 'a conversation with read messages');

  // Messages sent as fast as he can press Enter are stored in the order he wrote them.
  const box = his.getByRole('textbox', { name: 'Message' });
  const rapid = ['one', 'two', 'three', 'four', 'five'].map((word) => `quickly ${word}`);
  for (const text of rapid) {
    await box.fill(text);
    await box.press('Enter');
  }
  await expect(hers.getByTestId('message').filter({ hasText: 'quickly five' })).toBeVisible();
  await expect(hers.getByTestId('message-text').filter({ hasText: /^quickly / })).toHaveText(rapid);
  const stored = await api().get(`/api/chats/messages/${yusuf.userId}`, maryam.token);
  expect((stored.body as { content: string }[]).slice(-5).map((m) => m.content)).toEqual(rapid);
});

test('the partner sees "is typing…" while the other types, and it clears', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Typist' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Writer' });
  await sendThroughApi(yusuf.token, maryam.userId, 'Salaam');

  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors });
  await his.goto(`/chats?userId=${maryam.userId}`);
  await hers.goto(`/chats?userId=${yusuf.userId}`);
  await expect(hers.getByTestId('message').filter({ hasText: 'Salaam' })).toBeVisible();
  const indicator = his.getByTestId('typing');

  const box = hers.getByRole('textbox', { name: 'Message' });
  await box.pressSequentially('Wa alaikum', { delay: 30 });
  await expect(indicator).toHaveText('Maryam is typing…');
  await expectAccessible(his, 'a conversation with the typing indicator');
  // Emptying the box is stopping.
  await box.fill('');
  await expect(indicator).toHaveText('');

  await box.pressSequentially('Wa alaikum assalam', { delay: 30 });
  await expect(indicator).toHaveText('Maryam is typing…');
  await box.press('Enter');
  await expect(his.getByTestId('message').filter({ hasText: 'Wa alaikum assalam' })).toBeVisible();
  await expect(indicator).toHaveText('');
});

test('history pages backwards without jumping, and a message arriving meanwhile raises "New messages"', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Reader' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Talker' });
  // 56 messages: the newest page holds 50, so 6 are one page back.
  for (let i = 1; i <= 56; i++) await sendThroughApi(i % 2 ? maryam.token : yusuf.token, i % 2 ? yusuf.userId : maryam.userId, `history ${i}`);

  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.goto(`/chats?userId=${maryam.userId}`);
  const scroller = his.getByTestId('message-scroller');
  const newest = his.getByTestId('message').filter({ hasText: 'history 56' });
  await expect(newest).toBeInViewport();
  const text = (content: string) => his.getByTestId('message-text').filter({ hasText: new RegExp(`^${content}$`) });
  await expect(text('history 1')).toHaveCount(0);

  // Up to the top: the earlier page comes by itself, and what was on screen stays where it was.
  const anchor = text('history 7');
  const topBefore = await scroller.evaluate((el) => {
    el.scrollTop = 0;
    return el.querySelector('[data-testid="message-text"]')!.getBoundingClientRect().top;
  });
  await expect(text('history 1')).toHaveCount(1);
  const topAfter = (await anchor.boundingBox())!.y;
  expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(2);
  const scrolledTo = await scroller.evaluate((el) => el.scrollTop);
  expect(scrolledTo).toBeGreaterThan(0);

  // A message arrives while he reads history: the view stays, a pill offers the way down.
  await sendThroughApi(maryam.token, yusuf.userId, 'are you still there?');
  const pill = his.getByRole('button', { name: 'New messages' });
  await expect(pill).toBeVisible();
  expect(Math.abs((await scroller.evaluate((el) => el.scrollTop)) - scrolledTo)).toBeLessThanOrEqual(2);
  await expectAccessible(his, 'a conversation with the New messages pill');
  await pill.click();
  await expect(his.getByTestId('message').filter({ hasText: 'are you still there?' })).toBeInViewport();
  await expect(pill).toHaveCount(0);

  // At the bottom, the next one simply appears in view.
  await sendThroughApi(maryam.token, yusuf.userId, 'good, I am here too');
  await expect(his.getByTestId('message').filter({ hasText: 'good, I am here too' })).toBeInViewport();
  await expect(pill).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`long names, an unbroken 500-character message and Arabic keep the chat whole at ${viewport.width}×${viewport.height}`, async ({ browser }, testInfo) => {
    const phone = viewport.width < 768;
    // A 90-character name, as long Arabic names written out in full often are.
    const firstName = 'Abdulrahmanibnmuhammadibnabdullahalhashimiy'.padEnd(45, 'a');
    const lastName = 'Alqurayshialmakkialmadaniyyalhijaziyyalarab'.padEnd(44, 'i');
    expect(`${firstName} ${lastName}`).toHaveLength(90);
    const reader = await subscribedMember({ gender: 'female', firstName: 'Khadijah', lastName: 'Noor' });
    const longNamed = await subscribedMember({ firstName, lastName });
    const arabicNamed = await subscribedMember({ firstName: 'عبد الرحمن', lastName: 'الهاشمي القرشي' });
    const unbroken = 'https://example.org/' + 'x'.repeat(480);
    expect(unbroken).toHaveLength(500);
    await sendThroughApi(arabicNamed.token, reader.userId, 'السلام عليكم ورحمة الله وبركاته، كيف حالك اليوم؟');
    await sendThroughApi(longNamed.token, reader.userId, unbroken);
    const arabic = 'وعليكم السلام، الحمد لله بخير';
    await sendThroughApi(longNamed.token, reader.userId, arabic);

    const page = await signedIn(browser, reader.payload.email, reader.payload.password, { errors: pageErrors, viewport });
    await page.goto('/chats');
    const row = page.getByTestId('chat-row').filter({ hasText: firstName });
    await expect(row).toBeVisible();
    await expectOnScreen(page, row, 'the long-named chat row');
    await expectNoSideways(page);
    await expectAccessible(page, `the chat list at ${viewport.width}`);
    await page.screenshot({ path: testInfo.outputPath(`chat-list-${viewport.width}.png`) });

    await row.click();
    await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
    const bubble = page.getByTestId('message').filter({ hasText: 'x'.repeat(100) });
    await expect(bubble).toBeVisible();
    await expectOnScreen(page, page.getByRole('textbox', { name: 'Message' }), 'the message box');
    await expectOnScreen(page, page.getByRole('button', { name: 'Send message' }), 'Send');
    await expectOnScreen(page, page.getByRole('button', { name: `Profile of ${firstName} ${lastName}` }), 'Profile');
    await expectOnScreen(page, page.getByRole('heading', { name: `${firstName} ${lastName}` }), 'the name in the header');
    await expectOnScreen(page, bubble.locator('div').first(), 'the unbroken message', { horizontally: true });
    if (!phone) {
      await expectOnScreen(page, page.getByRole('list', { name: 'Conversations' }), 'the chat list', { horizontally: true });
      await expectOnScreen(page, row, 'the long-named chat row');
    }
    await expectNoSideways(page);

    // Arabic reads right to left; the bubble's direction comes from its own text.
    const arabicText = page.getByTestId('message-text').filter({ hasText: arabic });
    await expect(arabicText).toHaveCSS('direction', 'rtl');
    await expect(page.getByTestId('message-text').filter({ hasText: 'x'.repeat(50) })).toHaveCSS('direction', 'ltr');
    await expectAccessible(page, `a conversation with long content at ${viewport.width}`);
    await page.screenshot({ path: testInfo.outputPath(`chat-conversation-${viewport.width}.png`) });

    // The Arabic-named chat: its name and preview truncate too, right to left.
    if (phone) await page.getByRole('button', { name: 'Back to chats' }).click();
    await page.getByTestId('chat-row').filter({ hasText: 'عبد الرحمن' }).click();
    await expect(page.getByTestId('message-text').first()).toHaveCSS('direction', 'rtl');
    await expectOnScreen(page, page.getByRole('textbox', { name: 'Message' }), 'the message box');
    await page.screenshot({ path: testInfo.outputPath(`chat-arabic-${viewport.width}.png`) });
  });
}

test('an empty message is refused and a profane word is masked before it is sent', async ({ browser }) => {
  const a = await subscribedMember();
  const b = await subscribedMember({ gender: 'female', firstName: 'Aisha', lastName: 'Khan' });
  const page = await signedIn(browser, a.payload.email, a.payload.password, { errors: pageErrors });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/chats?userId=${b.userId}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message cannot be empty or no chat selected.')).toBeVisible();
  await expectAccessible(page, '/chats on a phone, with an error');
  await page.getByRole('textbox', { name: 'Message' }).fill('what the shit, Scunthorpe');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('message').filter({ hasText: 'what the ****, Scunthorpe' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile of Aisha Khan' }).click();
  await expect(page.getByRole('dialog')).toContainText('Aisha Khan');
  await expectAccessible(page, 'the profile panel from a chat on a phone');
  await page.keyboard.press('Escape');
  // On a phone the conversation replaces the list; back shows the list with the new chat.
  await page.getByRole('button', { name: 'Back to chats' }).click();
  await expect(page.getByRole('button', { name: /Aisha Khan/ })).toBeVisible();
  // The toasts' own colours are checked where they are styled; here, the chat list alone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page, 'the chat list on a phone');
});
