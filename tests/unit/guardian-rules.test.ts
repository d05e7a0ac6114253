import { alertsGuardian, assertGuardianNotSelf, digestsGuardian, guardianChangeOf, guardianFieldsOf, previousWeek } from '@/lib/server/guardians/rules';
import { hasGuardian } from '@/lib/shared/guardian';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';

const woman = { gender: 'female' as const, guardianEmail: 'wali@example.com', guardianPhone: '+44 7700 900123' };
const man = { gender: 'male' as const, guardianEmail: '', guardianPhone: '' };
const member = { isAdmin: false };
const admin = { isAdmin: true };

describe('who is told of a match request', () => {
  const link = (status: 'pending' | 'confirmed' | 'declined' | 'unsubscribed' | 'replaced', email = 'wali@example.com') => ({ email, status });

  it('tells a woman’s current guardian while pending or confirmed', () => {
    expect(alertsGuardian(woman, member, link('pending'))).toBe(true);
    expect(alertsGuardian(woman, member, link('confirmed'))).toBe(true);
  });

  it('tells no guardian who declined or stopped, nor anyone about a man, a woman without a guardian, a blank address or an admin writing', () => {
    expect(alertsGuardian(woman, member, link('declined'))).toBe(false);
    expect(alertsGuardian(woman, member, link('unsubscribed'))).toBe(false);
    expect(alertsGuardian(woman, member, link('replaced'))).toBe(false);
    expect(alertsGuardian(woman, member, undefined)).toBe(false);
    expect(alertsGuardian(man, member, link('pending'))).toBe(false);
    expect(alertsGuardian(woman, member, link('pending', '  '))).toBe(false);
    expect(alertsGuardian(woman, admin, link('confirmed'))).toBe(false);
  });
});

describe('has a guardian (lib/shared/guardian.ts, the one predicate)', () => {
  it('holds for a woman with a guardian’s address only', () => {
    expect(hasGuardian(woman)).toBe(true);
    expect(hasGuardian({ ...woman, guardianEmail: ' ' })).toBe(false);
    expect(hasGuardian({ ...man, guardianEmail: 'wali@example.com' })).toBe(false);
  });

  it('reads her guardian from her guardian link, and none without one', () => {
    expect(guardianFieldsOf({ gender: 'female' }, { email: 'wali@example.com', phone: '+44 7700 900123' })).toEqual(woman);
    expect(hasGuardian(guardianFieldsOf({ gender: 'female' }, undefined))).toBe(false);
  });
});

describe('her guardian’s address is not her own', () => {
  it('is refused on a save, whatever its case or spaces, and only for a woman naming a guardian', () => {
    expect(() => assertGuardianNotSelf('maryam@example.com', { ...woman, guardianEmail: ' Maryam@Example.com' })).toThrow(
      expect.objectContaining({ code: 'invalid_input', message: MSG_GUARDIAN.guardianEmailIsOwn }),
    );
    expect(() => assertGuardianNotSelf('maryam@example.com', woman)).not.toThrow();
    expect(() => assertGuardianNotSelf('maryam@example.com', { ...man, guardianEmail: 'maryam@example.com' })).not.toThrow();
  });
});

describe('weekly digests', () => {
  it('go only to a confirmed guardian, and only with a summary or copies chosen', () => {
    expect(digestsGuardian('summary', 'confirmed')).toBe(true);
    expect(digestsGuardian('copies', 'confirmed')).toBe(true);
    expect(digestsGuardian('alerts', 'confirmed')).toBe(false);
    expect(digestsGuardian('copies', 'pending')).toBe(false);
    expect(digestsGuardian('copies', 'declined')).toBe(false);
    expect(digestsGuardian('summary', undefined)).toBe(false);
  });

  it('cover the Monday-to-Monday UTC week before the given moment', () => {
    // Wednesday 18 November 2026 → the week of Monday 9 November.
    expect(previousWeek(new Date('2026-11-18T15:00:00Z'))).toEqual({ start: new Date('2026-11-09T00:00:00Z'), end: new Date('2026-11-16T00:00:00Z') });
    // Monday 00:00 itself starts a new week: the one just ended is reported.
    expect(previousWeek(new Date('2026-11-16T00:00:00Z'))).toEqual({ start: new Date('2026-11-09T00:00:00Z'), end: new Date('2026-11-16T00:00:00Z') });
    // Sunday late still belongs to the week that started six days before.
    expect(previousWeek(new Date('2026-11-22T23:59:59Z'))).toEqual({ start: new Date('2026-11-09T00:00:00Z'), end: new Date('2026-11-16T00:00:00Z') });
  });
});

describe('a change of guardian', () => {
  it('is a new address when the email changes, whatever its case', () => {
    expect(guardianChangeOf(woman, { ...woman, guardianEmail: 'uncle@example.com' })).toBe('new_address');
    expect(guardianChangeOf(woman, { ...woman, guardianEmail: 'WALI@example.com' })).toBe('none');
  });

  it('asks the same guardian again when only the phone changes', () => {
    expect(guardianChangeOf(woman, { ...woman, guardianPhone: '+44 7700 900999' })).toBe('phone_only');
  });

  it('is a new address when a guardian appears or disappears with the gender', () => {
    expect(guardianChangeOf(man, woman)).toBe('new_address');
    expect(guardianChangeOf(woman, man)).toBe('new_address');
    expect(guardianChangeOf(man, { ...man, guardianPhone: '123' })).toBe('none');
  });
});
