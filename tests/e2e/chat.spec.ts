import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn, subscribedMember } from '../support/e2e';

const pageErrors: string[] = [];

test.afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});



test('two members chat and watch the ticks go from sent to delivered to read', async ({ browser }) => {
  const yusuf = await subscribedMember({ firstName: 'Yusuf', lastName: 'Rahman' });
  const maryam = await subscribedMember({ gender: 'female', firstName: 'Maryam', lastName: 'Siddiqui' });

  const his = await signedIn(browser, yusuf.payload.email, yusuf.payload.password, { errors: pageErrors });
  await his.goto(`/chats?userId=${maryam.userId}`);
  await expect(his).toHaveURL(/\/chats$/);
  await expect(his.getByRole('heading', { name: 'Maryam Siddiqui' })).toBeVisible();
  await expectAccessible(his, '/chats, a new conversation');

  // She is not online yet: the message stays "sent".
  await his.getByRole('textbox', { name: 'Message' }).fill('Assalamu alaikum, how are you?');
  await his.getByRole('button', { name: 'Send message' }).click();
  const first = his.getByTestId('message').filter({ hasText: 'Assalamu alaikum' });
  await expect(first.getByRole('img', { name: 'Sent' })).toBeVisible();

  // She opens Chats: the list fetch is not an open conversation, so still not read.
  const hers = await signedIn(browser, maryam.payload.email, maryam.payload.password, { errors: pageErrors });
  await hers.goto('/chats');
  await expect(hers.getByText('Select a chat to start messaging')).toBeVisible();
  const chatButton = hers.getByRole('button', { name: /Yusuf Rahman/ });
  await expect(chatButton).toBeVisible();
  await expectAccessible(hers, '/chats, none open');

  // With her socket connected, his next message is delivered at once, while she has not opened it.
  await his.getByRole('textbox', { name: 'Message' }).fill('Are you free to talk later?');
  await his.getByRole('button', { name: 'Send message' }).click();
  const second = his.getByTestId('message').filter({ hasText: 'Are you free' });
  await expect(second.getByRole('img', { name: 'Delivered' })).toBeVisible();

  // She opens the conversation: both messages become read on his screen.
  await chatButton.click();
  await expect(hers.getByTestId('message').filter({ hasText: 'Are you free to talk later?' })).toBeVisible();
  await expect(second.getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Read' })).toBeVisible();
  await expectAccessible(hers, '/chats, a conversation open');

  // Her answer arrives live in his open conversation and is read there.
  await hers.getByRole('textbox', { name: 'Message' }).fill('Wa alaikum assalam, yes after class.');
  await hers.getByRole('button', { name: 'Send message' }).click();
  await expect(his.getByTestId('message').filter({ hasText: 'Wa alaikum assalam, yes after class.' })).toBeVisible();
  const reply = hers.getByTestId('message').filter({ hasText: 'Wa alaikum' });
  await expect(reply.getByRole('img', { name: 'Read' })).toBeVisible();
});

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
  await expectAccessible(page, '/chats list on a phone');
});
