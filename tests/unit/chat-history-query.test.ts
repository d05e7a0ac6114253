import { InfiniteQueryObserver, QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { conversationQuery } from '@/lib/client/queries/chats';

/**
 * Issue 20, defect 1: a conversation restored from local storage came back with the cursor of its
 * newest page as `null` (JSON has no `undefined`), and reading it again asked the server for
 * `?before=null`, which it refuses. Whatever the saved cursor, the newest page is asked for as such.
 */
describe('reading a conversation restored from local storage', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks for the newest page, never `before=null`, after a trip through JSON', async () => {
    const urls: string[] = [];
    global.fetch = jest.fn(async (url: unknown) => {
      urls.push(String(url));
      return new Response(JSON.stringify([{ _id: 'm1', seq: 1, content: 'salaam' }]), { status: 200 });
    }) as typeof fetch;

    const before = new QueryClient();
    await before.fetchInfiniteQuery(conversationQuery('her'));
    // What the persister writes and reads back.
    const saved = JSON.parse(JSON.stringify(dehydrate(before)));
    const after = new QueryClient();
    hydrate(after, saved);
    // Restored data is stale: the next read refetches from the saved cursor.
    await after.fetchInfiniteQuery(conversationQuery('her'));

    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/\/api\/chats\/messages\/her\?limit=50$/);
      expect(url).not.toContain('null');
    }
  });

  it('pages backwards by sequence number from the newest page', async () => {
    const urls: string[] = [];
    global.fetch = jest.fn(async (url: unknown) => {
      urls.push(String(url));
      const page = urls.length === 1 ? Array.from({ length: 50 }, (_, i) => ({ _id: `m${i + 51}`, seq: i + 51 })) : [{ _id: 'm50', seq: 50 }];
      return new Response(JSON.stringify(page), { status: 200 });
    }) as typeof fetch;
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, conversationQuery('her'));
    await observer.refetch();
    await observer.fetchNextPage();
    expect(urls.at(-1)).toMatch(/before=51&limit=50$/);
  });
});
