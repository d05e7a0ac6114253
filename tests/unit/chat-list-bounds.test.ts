import { presentPreview, previewOf, PREVIEW_LENGTH } from '@/lib/server/chats/present';
import { UNREAD_COUNT_CAP } from '@/lib/shared/constants';
import { shownCount } from '@/lib/shared/counts';
import { MSG_NOTICES } from '@/lib/shared/messages/notices';
import { SAFETY_CHECKED_MESSAGES } from '@/lib/shared/safety-rules';

/** The chat list's bounded reads (issue 26): the preview of the last message and the capped unread count. */
const row = (seq: number, whole: string) => ({
  id: 'm1',
  conversationId: 'c1',
  seq,
  senderId: 'him',
  receiverId: 'her',
  clientId: null,
  content: previewOf(whole),
  // As the chat list's query reads it: the whole text only where the safety notice applies.
  wholeContent: seq <= SAFETY_CHECKED_MESSAGES ? whole : null,
  createdAt: new Date('2026-11-27T10:00:00Z'),
  deliveredAt: null,
  readAt: null,
  readPrivately: false,
});
const viewer = { id: 'her', readReceipts: true };

describe('the last message in the chat list', () => {
  it('is cut to PREVIEW_LENGTH characters, counting a character outside the BMP once', () => {
    const whole = `${'🌙'.repeat(100)}${'x'.repeat(500)}`;
    expect(Array.from(previewOf(whole))).toHaveLength(PREVIEW_LENGTH);
    expect(previewOf(whole)).toBe(`${'🌙'.repeat(100)}${'x'.repeat(PREVIEW_LENGTH - 100)}`);
    expect(previewOf('short')).toBe('short');
  });

  it('carries the preview as its content, with the rest of the message as presented', () => {
    const whole = 'w'.repeat(1500);
    expect(presentPreview(row(2, whole), viewer)).toEqual({
      _id: 'm1',
      conversationId: 'c1',
      senderId: 'him',
      receiverId: 'her',
      content: 'w'.repeat(PREVIEW_LENGTH),
      timestamp: '2026-11-27T10:00:00.000Z',
      status: 'sent',
      seq: 2,
      clientId: null,
      flagged: false,
    });
  });

  it('is flagged by what the whole message says, even past its preview', () => {
    const whole = `${'Salaam, I hope your week went well. '.repeat(5)}Call me on 07700 900123`;
    expect(previewOf(whole)).not.toContain('07700');
    expect(presentPreview(row(1, whole), viewer).flagged).toBe(true);
    expect(presentPreview(row(SAFETY_CHECKED_MESSAGES + 1, whole), viewer).flagged).toBe(false);
  });
});

describe('an unread count on a badge', () => {
  it('shows the number below the cap and "99+" from it on', () => {
    expect(UNREAD_COUNT_CAP).toBe(100);
    expect([0, 1, 99, 100, 101, 5000].map(shownCount)).toEqual(['0', '1', '99', '99+', '99+', '99+']);
  });

  it('is said in words without claiming an exact number past 99', () => {
    expect(MSG_NOTICES.unreadMessages(1)).toBe('1 unread message');
    expect(MSG_NOTICES.unreadMessages(99)).toBe('99 unread messages');
    expect(MSG_NOTICES.unreadMessages(UNREAD_COUNT_CAP)).toBe('More than 99 unread messages');
  });
});
