import { profileSchema } from '@/lib/schemas/profile';
import { validate } from '@/lib/schemas/validate';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

const man = {
  firstName: 'Yusuf',
  lastName: 'Rahman',
  age: 25,
  gender: 'male',
  university: 'University of Leeds',
  status: 'student',
  description: 'About me',
  lookingFor: 'Someone kind',
};
const woman = { ...man, firstName: 'Maryam', gender: 'female', guardianEmail: 'Wali@Example.com', guardianPhone: '+44 7700 900123' };

describe('profile schema (SPEC.md section 5, member profile save)', () => {
  it.each(['firstName', 'lastName', 'age', 'gender', 'university', 'status', 'description', 'lookingFor'])(
    'requires %s with "All required fields must be provided"',
    (field) => {
      expect(validate(profileSchema, { ...man, [field]: undefined })).toMatchObject({ ok: false, message: MSG_MEMBERS.profileRequired });
      expect(validate(profileSchema, { ...man, [field]: '  ' })).toMatchObject({ ok: false, message: MSG_MEMBERS.profileRequired });
    },
  );

  it('requires guardian email and phone for a woman, with the same message', () => {
    expect(validate(profileSchema, { ...woman, guardianEmail: '' })).toMatchObject({ ok: false, message: MSG_MEMBERS.profileRequired });
    expect(validate(profileSchema, { ...woman, guardianPhone: undefined })).toMatchObject({ ok: false, message: MSG_MEMBERS.profileRequired });
    expect(validate(profileSchema, { ...woman, guardianEmail: 'not-an-email' })).toMatchObject({ ok: false, message: MSG_GUARDIAN.invalidGuardianEmail });
  });

  it('accepts a woman with a guardian and lower-cases the guardian email', () => {
    const result = validate(profileSchema, woman);
    expect(result).toMatchObject({ ok: true, data: { guardianEmail: 'wali@example.com', guardianPhone: '+44 7700 900123' } });
  });

  it("empties a man's guardian fields and takes age as typed text", () => {
    const result = validate(profileSchema, { ...man, age: '31', guardianEmail: 'x@example.com', guardianPhone: '+44 7700 900123' });
    expect(result).toMatchObject({ ok: true, data: { age: 31, guardianEmail: '', guardianPhone: '' } });
  });

  it('drops fields that are never writable here', () => {
    const result = validate(profileSchema, { ...man, email: 'new@example.com', isAdmin: true, hasActiveSubscription: true, passwordHash: 'x' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.data)).not.toEqual(expect.arrayContaining(['email']));
    if (result.ok) expect(result.data).not.toHaveProperty('isAdmin');
    if (result.ok) expect(result.data).not.toHaveProperty('passwordHash');
  });

  it('refuses an age out of range', () => {
    expect(validate(profileSchema, { ...man, age: 12 })).toMatchObject({ ok: false, message: MSG_MEMBERS.ageRange });
  });
});
