import { historyQuerySchema, readMessageSchema, sendMessageSchema } from '@/lib/schemas/chat';
import { validate } from '@/lib/schemas/validate';
import { TYPING_IDLE_MS, TYPING_RELAY_MIN_MS, TYPING_REPEAT_MS, TYPING_SHOWN_MS } from '@/lib/shared/constants';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_INPUT } from '@/lib/shared/messages/input';

const receiverId = '6f1c9f3e-6d0b-4a53-9a55-4b0b6a4c2d11';

describe('sendMessageSchema', () => {
  it('trims the text and keeps an optional clientId', () => {
    expect(validate(sendMessageSchema, { receiverId, content: '  salaam  ', clientId: 'c-1' })).toEqual({
      ok: true,
      data: { receiverId, content: 'salaam', clientId: 'c-1' },
    });
  });

  it.each([
    ['missing text', { receiverId }, MSG_CHAT.messageEmpty],
    ['blank text', { receiverId, content: ' \n\t ' }, MSG_CHAT.messageEmpty],
    ['text that is not a string', { receiverId, content: 42 }, MSG_CHAT.messageEmpty],
    ['text over 2000 characters', { receiverId, content: 'a'.repeat(2001) }, MSG_CHAT.messageTooLong],
    ['a malformed receiver', { receiverId: 'nobody', content: 'hi' }, MSG_CHAT.receiverNotFound],
    ['an over-long clientId', { receiverId, content: 'hi', clientId: 'x'.repeat(65) }, MSG_INPUT.invalidRequest],
  ])('refuses %s', (_label, input, message) => {
    expect(validate(sendMessageSchema, input)).toMatchObject({ ok: false, message });
  });

  it('accepts exactly 2000 characters', () => {
    expect(validate(sendMessageSchema, { receiverId, content: 'a'.repeat(2000) }).ok).toBe(true);
  });
});

describe('readMessageSchema', () => {
  it('needs a message id and tolerates the readerId and senderId the spec sends', () => {
    expect(validate(readMessageSchema, { messageId: receiverId, readerId: 'x', senderId: 'y' }).ok).toBe(true);
    expect(validate(readMessageSchema, { messageId: 'nope' })).toMatchObject({ ok: false, message: MSG_CHAT.messageNotFound });
  });
});

describe('historyQuerySchema', () => {
  it('reads numbers from the query string with a default page size', () => {
    expect(validate(historyQuerySchema, { before: '12' })).toEqual({ ok: true, data: { before: 12, limit: 50 } });
    expect(validate(historyQuerySchema, { after: '3', limit: '10' })).toEqual({ ok: true, data: { after: 3, limit: 10 } });
  });

  it.each([{ before: 'x' }, { limit: '0' }, { limit: '101' }, { before: '1', after: '2' }, { after: '-1' }])('refuses %p', (query) => {
    expect(validate(historyQuerySchema, query).ok).toBe(false);
  });
});

describe('the typing cadence (lib/shared/constants.ts, read by the browser and the server)', () => {
  it('lets every repeat the browser sends through the server, and keeps the indicator on between repeats', () => {
    expect(TYPING_RELAY_MIN_MS).toBeLessThan(TYPING_REPEAT_MS);
    expect(TYPING_SHOWN_MS).toBeGreaterThan(TYPING_REPEAT_MS);
    expect(TYPING_IDLE_MS).toBeLessThan(TYPING_SHOWN_MS);
  });
});
