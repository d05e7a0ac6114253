import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { sendInput, sendMessageMutation, type SendInput } from '@/lib/client/queries/chats';

/**
 * Sends from the composer ~100 ms apart used to race as parallel requests, and a slow first
 * request was stored after the second. Sends to one person now run one after another.
 */
describe('sending several messages quickly from one tab', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('starts each request to the same person only once the previous one is answered', async () => {
    const events: string[] = [];
    // The first request is the slowest: in parallel, it would be answered (and stored) last.
    const delays = [60, 5, 5];
    let seq = 0;
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      const { content } = JSON.parse(String(init?.body)) as { content: string };
      events.push(`start ${content}`);
      await new Promise((r) => setTimeout(r, delays[seq]));
      seq += 1;
      events.push(`stored ${content}`);
      return new Response(JSON.stringify({ _id: content, receiverId: 'her', senderId: 'me', seq, content }), { status: 201 });
    }) as typeof fetch;

    const client = new QueryClient();
    const input = (content: string): SendInput => ({ senderId: 'me', receiverId: 'her', content, clientId: content, at: new Date().toISOString() });
    const sends = ['one', 'two', 'three'].map((content) => new MutationObserver(client, sendMessageMutation(client, 'her')).mutate(input(content)));
    await Promise.all(sends);

    expect(events).toEqual(['start one', 'stored one', 'start two', 'stored two', 'start three', 'stored three']);
  });

  it('does not hold up a send to someone else', async () => {
    const started: string[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      const { content, receiverId } = JSON.parse(String(init?.body)) as { content: string; receiverId: string };
      started.push(content);
      if (content === 'slow') await slow;
      return new Response(JSON.stringify({ _id: content, receiverId, senderId: 'me', seq: 1, content }), { status: 201 });
    }) as typeof fetch;

    const client = new QueryClient();
    const at = new Date().toISOString();
    const first = new MutationObserver(client, sendMessageMutation(client, 'her')).mutate({ senderId: 'me', receiverId: 'her', content: 'slow', clientId: 'a', at });
    await new MutationObserver(client, sendMessageMutation(client, 'him')).mutate({ senderId: 'me', receiverId: 'him', content: 'other', clientId: 'b', at });
    expect(started).toEqual(['slow', 'other']);
    release();
    await first;
  });
});

describe('what a send carries', () => {
  it('is built once for every caller: the trimmed text, a fresh clientId and the time', () => {
    const [first, second] = [sendInput('me', 'her', '  salaam \n'), sendInput('me', 'her', 'salaam')];
    expect(first).toEqual({ senderId: 'me', receiverId: 'her', content: 'salaam', clientId: expect.any(String), at: expect.any(String) });
    expect(first.clientId).not.toBe(second.clientId);
    expect(Number.isNaN(Date.parse(first.at))).toBe(false);
  });
});
