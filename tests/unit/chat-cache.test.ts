import {
  addMessages,
  clearUnread,
  closeChat,
  conversationMessages,
  firstPageOnly,
  hasMessage,
  laterStatus,
  listWithMessage,
  markDelivered,
  markReadUpTo,
  mergeMessages,
  newestSeq,
  sendingPlaceholder,
  withLeftChats,
  type ConversationData,
} from '@/lib/client/chat-cache';
import type { ChatMessage, ChatSummary } from '@/lib/client/chat-types';

const ME = 'me';
const HER = 'her';

function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: `m${seq}`,
    conversationId: 'c1',
    senderId: ME,
    receiverId: HER,
    content: `message ${seq}`,
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(),
    status: 'sent',
    seq,
    clientId: null,
    flagged: false,
    ...over,
  };
}

const conversation = (...pages: ChatMessage[][]): ConversationData => ({ pages, pageParams: pages.map((page, i) => (i === 0 ? undefined : page.at(-1)!.seq + 1)) });
const ids = (messages: { _id: string }[]) => messages.map((m) => m._id);

describe('message merge (SPEC.md section 4)', () => {
  it('keeps one entry per _id, oldest first by sequence number', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, { content: 'edited' })]);
    expect(ids(merged)).toEqual(['m1', 'm2', 'm3']);
    expect(merged[2].content).toBe('edited');
  });

  it('replaces the sending placeholder with the stored message of the same clientId and sender', () => {
    const placeholder = sendingPlaceholder({ senderId: ME, receiverId: HER, content: 'hi', clientId: 'k1', at: '2026-01-01T00:00:09.000Z' });
    const merged = mergeMessages([message(1), placeholder], [message(2, { clientId: 'k1' })]);
    expect(ids(merged)).toEqual(['m1', 'm2']);
  });

  it('keeps a placeholder whose clientId belongs to another sender', () => {
    const placeholder = sendingPlaceholder({ senderId: ME, receiverId: HER, content: 'hi', clientId: 'k1', at: '2026-01-01T00:00:09.000Z' });
    const merged = mergeMessages([placeholder], [message(2, { clientId: 'k1', senderId: HER, receiverId: ME })]);
    expect(ids(merged)).toEqual(['m2', 'local-k1']);
  });

  it('never moves a status backwards', () => {
    expect(laterStatus('read', 'delivered')).toBe('read');
    expect(laterStatus('sent', 'delivered')).toBe('delivered');
    const merged = mergeMessages([message(1, { status: 'read' })], [message(1, { status: 'delivered' })]);
    expect(merged[0].status).toBe('read');
  });

  it('shows every fetched page and the sends still pending, placeholders last', () => {
    const data = conversation([message(3), message(4)], [message(1), message(2)]);
    const placeholder = sendingPlaceholder({ senderId: ME, receiverId: HER, content: 'new', clientId: 'k9', at: '2026-01-01T00:00:00.000Z' });
    expect(ids(conversationMessages(data, [placeholder]))).toEqual(['m1', 'm2', 'm3', 'm4', 'local-k9']);
    expect(conversationMessages(undefined)).toEqual([]);
  });

  it('hides a pending send as soon as its stored message is in the cache', () => {
    const placeholder = sendingPlaceholder({ senderId: ME, receiverId: HER, content: 'new', clientId: 'k9', at: '2026-01-01T00:00:00.000Z' });
    expect(ids(conversationMessages(conversation([message(1), message(2, { clientId: 'k9' })]), [placeholder]))).toEqual(['m1', 'm2']);
  });
});

describe('conversation cache changes made by the socket and the send path', () => {
  it('adds a pushed message to the newest page and knows it afterwards', () => {
    const data = conversation([message(3)], [message(1), message(2)]);
    expect(hasMessage(data, 'm4')).toBe(false);
    const next = addMessages(data, [message(4)]);
    expect(ids(next!.pages[0])).toEqual(['m3', 'm4']);
    expect(ids(next!.pages[1])).toEqual(['m1', 'm2']);
    expect(hasMessage(next, 'm4')).toBe(true);
    expect(hasMessage(next, 'm1')).toBe(true);
  });

  it('updates a message of an older page in place instead of copying it into the newest page', () => {
    const data = conversation([message(3)], [message(1), message(2)]);
    const next = addMessages(data, [message(1, { status: 'read' })]);
    expect(ids(next!.pages[0])).toEqual(['m3']);
    expect(next!.pages[1][0].status).toBe('read');
  });

  it('leaves a conversation that was never fetched alone', () => {
    expect(addMessages(undefined, [message(1)])).toBeUndefined();
    expect(markDelivered(undefined, 'm1')).toBeUndefined();
  });

  it('marks one message delivered, never undoing read', () => {
    const data = conversation([message(1), message(2, { status: 'read' }), message(3)]);
    const next = markDelivered(markDelivered(data, 'm1'), 'm2');
    expect(next!.pages[0].map((m) => m.status)).toEqual(['delivered', 'read', 'sent']);
  });

  it('reads every message of the sender up to the sequence number, and only those', () => {
    const data = conversation([message(1), message(2, { senderId: HER, receiverId: ME }), message(3), message(4)]);
    const next = markReadUpTo(data, ME, 3);
    expect(next!.pages[0].map((m) => m.status)).toEqual(['read', 'sent', 'read', 'sent']);
  });

  it('catches up from the newest stored sequence number', () => {
    expect(newestSeq(undefined)).toBe(0);
    expect(newestSeq(conversation([message(7), message(9)], [message(2)]))).toBe(9);
  });

  it('keeps only the newest page when the conversation is left', () => {
    const data = conversation([message(3)], [message(1), message(2)]);
    expect(firstPageOnly(data)).toEqual({ pages: [[message(3)]], pageParams: [undefined] });
    const single = conversation([message(1)]);
    expect(firstPageOnly(single)).toBe(single);
  });

  it('clears the unread count of the conversation just read', () => {
    const chats = [
      { id: 'c1', user: { id: HER, firstName: 'A', lastName: 'B' }, lastMessage: null, unreadCount: 2 },
      { id: 'c2', user: { id: 'other', firstName: 'C', lastName: 'D' }, lastMessage: null, unreadCount: 1 },
    ] as unknown as ChatSummary[];
    expect(clearUnread(chats, HER)!.map((c) => c.unreadCount)).toEqual([0, 1]);
  });
});

describe('the chat list as messages arrive', () => {
  const chats = () =>
    [
      { id: 'c1', user: { id: 'other', firstName: 'C', lastName: 'D' }, lastMessage: message(7, { conversationId: 'c1', receiverId: 'other' }), unreadCount: 0 },
      { id: 'c2', user: { id: HER, firstName: 'A', lastName: 'B' }, lastMessage: message(1, { senderId: HER, receiverId: ME }), unreadCount: 1 },
    ] as unknown as ChatSummary[];

  it('moves the chat to the top with the message as preview, counting one more unread if it is to me', () => {
    const incoming = message(2, { _id: 'in2', senderId: HER, receiverId: ME, content: 'salaam' });
    const next = listWithMessage(chats(), incoming, ME)!;
    expect(next.map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(next[0]).toMatchObject({ unreadCount: 2, lastMessage: { content: 'salaam' } });
  });

  it('counts a message heard twice once, and my own messages not at all', () => {
    const incoming = message(2, { _id: 'in2', senderId: HER, receiverId: ME });
    const once = listWithMessage(chats(), incoming, ME);
    expect(listWithMessage(once, incoming, ME)).toBe(once);
    const mine = listWithMessage(chats(), message(2, { _id: 'out2', senderId: ME, receiverId: HER }), ME)!;
    expect(mine[0]).toMatchObject({ id: 'c2', unreadCount: 1, lastMessage: { _id: 'out2' } });
  });

  it('leaves the list alone for a chat it does not hold yet', () => {
    const list = chats();
    expect(listWithMessage(list, message(1, { senderId: 'stranger', receiverId: ME }), ME)).toBe(list);
    expect(listWithMessage(undefined, message(1), ME)).toBeUndefined();
  });
});

describe('a chat that closes (issue 20: blocked, or the member left)', () => {
  it('clears its unread count and marks it closed, leaving the others alone', () => {
    const list = [
      { id: 'c1', user: { id: HER, firstName: 'A', lastName: 'B' }, lastMessage: null, unreadCount: 3, closed: false },
      { id: 'c2', user: { id: 'other', firstName: 'C', lastName: 'D' }, lastMessage: null, unreadCount: 1, closed: false },
    ] as unknown as ChatSummary[];
    expect(closeChat(list, HER)).toEqual([{ ...list[0], unreadCount: 0, closed: true }, list[1]]);
    expect(closeChat(undefined, HER)).toBeUndefined();
  });

  it('keeps the row of a member who left in its place when a new read of the list no longer has her', () => {
    const newer = { id: 'c1', user: { id: 'other', firstName: 'C', lastName: 'D' }, lastMessage: message(9), unreadCount: 0, closed: false };
    const older = { id: 'c3', user: { id: 'third', firstName: 'E', lastName: 'F' }, lastMessage: message(2), unreadCount: 0, closed: false };
    const gone = { id: 'c2', user: { id: HER, firstName: 'A', lastName: 'B' }, lastMessage: message(5), unreadCount: 0, closed: true };
    const server = [newer, older] as unknown as ChatSummary[];
    const left = { [HER]: gone } as unknown as Record<string, ChatSummary>;
    expect(withLeftChats(server, left).map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    // A read that began before she left still has her, open and with something unread: her row is shown closed all the same.
    const stillThere = [newer, { ...gone, closed: false, unreadCount: 2 }, older] as unknown as ChatSummary[];
    expect(withLeftChats(stillThere, left)).toEqual([newer, { ...gone, closed: true, unreadCount: 0 }, older]);
    // With nobody gone, or her row already closed, the list is the server's own.
    const closedThere = [newer, gone, older] as unknown as ChatSummary[];
    expect(withLeftChats(closedThere, left)).toBe(closedThere);
    expect(withLeftChats(server, {})).toBe(server);
  });
});

describe('the sending placeholder', () => {
  it('carries the words as written (the conversation stars them through the shared filter)', () => {
    expect(sendingPlaceholder({ senderId: ME, receiverId: HER, content: 'you are an ass', clientId: 'k1', at: '2026-01-01T00:00:00.000Z' }).content).toBe('you are an ass');
  });
});
