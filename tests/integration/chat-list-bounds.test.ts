import { UNREAD_COUNT_CAP } from '@/lib/shared/constants';
import { startApp, type TestApp } from '../support/app-server';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

/**
 * What GET /api/chats reads stays bounded however much a conversation holds (issue 26): the
 * unread count stops at UNREAD_COUNT_CAP, and the last message comes as a preview of 140
 * characters while the history keeps the whole text.
 */
jest.setTimeout(120_000);

type Member = Awaited<ReturnType<typeof subscribedMember>>;

let app: TestApp;
let api: Client;
afterAll(() => app?.stop());
beforeAll(async () => {
  // One member writes past the cap within a minute.
  app = await startApp({ RATE_MESSAGES_PER_MINUTE: '1000' });
  api = client(app.url);
});

async function send(from: Member, to: Member, content: string) {
  const reply = await api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
  expect(reply.status).toBe(201);
  return reply.body as { _id: string; content: string; flagged: boolean };
}

async function chatWith(viewer: Member, other: Member) {
  const reply = await api.get('/api/chats', viewer.token);
  expect(reply.status).toBe(200);
  return (reply.body as Array<{ user: { id: string }; lastMessage: { _id: string; content: string; flagged: boolean }; unreadCount: number }>).find((c) => c.user.id === other.userId)!;
}

test(`counts a conversation's unread messages up to ${UNREAD_COUNT_CAP}, and from zero again once read`, async () => {
  const [yusuf, maryam] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
  let last = { _id: '' };
  for (let i = 1; i <= UNREAD_COUNT_CAP + 5; i += 1) last = await send(maryam, yusuf, `salaam ${i}`);
  expect((await chatWith(yusuf, maryam)).unreadCount).toBe(UNREAD_COUNT_CAP);
  expect((await chatWith(maryam, yusuf)).unreadCount).toBe(0);

  expect((await api.post('/api/chats/messages/read', { messageId: last._id }, yusuf.token)).status).toBe(200);
  expect((await chatWith(yusuf, maryam)).unreadCount).toBe(0);
  await send(maryam, yusuf, 'one more');
  expect((await chatWith(yusuf, maryam)).unreadCount).toBe(1);
});

test('lists the last message as its first 140 characters; the conversation keeps the whole text', async () => {
  const [yusuf, maryam] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
  // Two-code-unit characters at the cut: the preview counts characters, as the database does.
  const text = `${'🌙'.repeat(100)}${' and a long thought about the week'.repeat(50)}.`;
  const sent = await send(yusuf, maryam, text);
  expect(sent.content).toBe(text);

  const listed = await chatWith(maryam, yusuf);
  expect(listed.lastMessage).toMatchObject({ _id: sent._id, content: Array.from(text).slice(0, 140).join('') });
  expect(Array.from(listed.lastMessage.content)).toHaveLength(140);
  const history = await api.get(`/api/chats/messages/${yusuf.userId}`, maryam.token);
  expect(history.body.map((m: { content: string }) => m.content)).toEqual([text]);
});

test('judges the safety notice on the whole last message, not on its preview', async () => {
  const [yusuf, maryam] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
  const sent = await send(yusuf, maryam, `${'Salaam, I hope your week went well. '.repeat(5)}Call me on 07700 900123`);
  expect(sent.flagged).toBe(true);
  const listed = await chatWith(maryam, yusuf);
  expect(listed.lastMessage.content).not.toContain('07700');
  expect(listed.lastMessage.flagged).toBe(true);
});
