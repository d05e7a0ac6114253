import { appealSchema, flagReviewSchema, moderationActionSchema } from '@/lib/schemas/moderation';
import { validate } from '@/lib/schemas/validate';
import { sanctionRefusal } from '@/lib/server/moderation/sanction-refusal';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { formatUkDateTime } from '@/lib/shared/dates';
import type { SanctionInForce } from '@/lib/server/moderation/in-force';

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? undefined : result.message;
};

describe('a moderation decision', () => {
  it.each([
    [{ action: 'suspend', reason: 'Abuse.' }, MSG_MODERATION.daysRequired],
    [{ action: 'suspend', reason: 'Abuse.', days: '' }, MSG_MODERATION.daysRequired],
    [{ action: 'suspend', reason: 'Abuse.', days: 0 }, MSG_MODERATION.daysRange],
    [{ action: 'suspend', reason: 'Abuse.', days: 366 }, MSG_MODERATION.daysRange],
    [{ action: 'suspend', reason: 'Abuse.', days: 1.5 }, MSG_MODERATION.daysRange],
    [{ action: 'warn', reason: '' }, MSG_MODERATION.reasonRequired],
    [{ action: 'warn' }, MSG_MODERATION.reasonRequired],
    [{ reason: 'Abuse.' }, MSG_MODERATION.chooseAction],
  ])('refuses %j', (input, message) => expect(messageOf(moderationActionSchema, input)).toBe(message));

  it('reads days typed in the form and keeps them only for a suspension', () => {
    expect(validate(moderationActionSchema, { action: 'suspend', reason: ' Abuse. ', days: ' 365 ' })).toEqual({ ok: true, data: { action: 'suspend', reason: 'Abuse.', days: 365 } });
    expect(validate(moderationActionSchema, { action: 'ban', reason: 'Scam.', days: 3 })).toEqual({ ok: true, data: { action: 'ban', reason: 'Scam.', days: undefined } });
  });

  it('lets a flag be dismissed without a reason, but not a warning', () => {
    expect(validate(flagReviewSchema, {}).ok).toBe(true);
    expect(messageOf(flagReviewSchema, { action: 'warn' })).toBe(MSG_MODERATION.reasonRequired);
  });
});

describe('an appeal', () => {
  const base = { email: 'Member@Example.test', password: 'x' };
  it.each([
    ['', MSG_MODERATION.appealRequired],
    ['Too short.', MSG_MODERATION.appealTooShort],
    ['x'.repeat(2001), MSG_MODERATION.appealTooLong],
  ])('refuses the text %j', (text, message) => expect(messageOf(appealSchema, { ...base, text })).toBe(message));

  it('accepts a real appeal and lower-cases the email', () => {
    const result = validate(appealSchema, { ...base, text: '  I did not send that message, please look again.  ' });
    expect(result.ok && result.data).toEqual({ email: 'member@example.test', password: 'x', text: 'I did not send that message, please look again.' });
  });
});

describe('the words of a sanction', () => {
  it('writes UK time, in summer and in winter', () => {
    expect(formatUkDateTime('2026-07-01T12:05:00Z')).toBe('Wednesday 1 July 2026 at 13:05 (UK time)');
    expect(formatUkDateTime('2026-12-24T09:30:00Z')).toBe('Thursday 24 December 2026 at 09:30 (UK time)');
  });

  const sanction = (overrides: Partial<SanctionInForce>): SanctionInForce => ({
    id: 's1',
    userId: 'u1',
    kind: 'suspend',
    reason: 'Insults.',
    days: 7,
    endsAt: new Date('2026-12-24T09:30:00Z'),
    reportIds: [],
    createdBy: null,
    createdAt: new Date('2026-12-17T09:30:00Z'),
    liftedAt: null,
    liftedBy: null,
    liftReason: null,
    appealStatus: null,
    ...overrides,
  });

  it('a suspension: 403 with the reason, the end date and whether an appeal is open', () => {
    const error = sanctionRefusal(sanction({ appealStatus: 'open' }));
    expect(error.status).toBe(403);
    expect(error.message).toBe(MSG_MODERATION.suspendedUntil('Thursday 24 December 2026 at 09:30 (UK time)', 'Insults.'));
    expect(error.details?.extra).toEqual({ sanction: { kind: 'suspend', reason: 'Insults.', endsAt: '2026-12-24T09:30:00.000Z', appeal: 'open' } });
  });

  it('a ban: no end date, and a decided appeal reads as decided', () => {
    const error = sanctionRefusal(sanction({ kind: 'ban', endsAt: null, days: null, appealStatus: 'upheld' }));
    expect(error.message).toBe(MSG_MODERATION.banned('Insults.'));
    expect(error.details?.extra).toEqual({ sanction: { kind: 'ban', reason: 'Insults.', endsAt: null, appeal: 'decided' } });
  });
});
