import { toProfileFormValues } from '@/components/member/profile-form-values';
import type { SessionUser } from '@/lib/client/auth-store';
import { profileSchema } from '@/lib/schemas/profile';
import { validate } from '@/lib/schemas/validate';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

const base = {
  id: 'u1',
  email: 'maryam@example.com',
  firstName: 'Maryam',
  lastName: 'Siddiqui',
  age: 24,
  university: 'University of Leeds',
  status: 'graduate',
  description: 'About me',
  lookingFor: 'Someone kind',
  isAdmin: false,
  hasActiveSubscription: true,
} as const;
const woman = { ...base, gender: 'female', guardianEmail: 'wali@example.com', guardianPhone: '+44 7700 900123' } as unknown as SessionUser;
const man = { ...base, firstName: 'Yusuf', gender: 'male', guardianEmail: null, guardianPhone: null } as unknown as SessionUser;

describe('profile form values', () => {
  it('shows a saved profile as text the inputs hold, gender carried unedited', () => {
    expect(toProfileFormValues(woman)).toEqual({
      firstName: 'Maryam',
      lastName: 'Siddiqui',
      age: '24',
      gender: 'female',
      university: 'University of Leeds',
      status: 'graduate',
      description: 'About me',
      lookingFor: 'Someone kind',
      guardianEmail: 'wali@example.com',
      guardianPhone: '+44 7700 900123',
    });
    expect(toProfileFormValues(man)).toMatchObject({ guardianEmail: '', guardianPhone: '' });
  });

  it('saves unchanged values as the same profile', () => {
    const checked = validate(profileSchema, toProfileFormValues(woman));
    expect(checked).toEqual({
      ok: true,
      data: expect.objectContaining({ age: 24, gender: 'female', guardianEmail: 'wali@example.com', guardianPhone: '+44 7700 900123' }),
    });
  });

  it("drops a man's guardian fields whatever they hold", () => {
    const checked = validate(profileSchema, { ...toProfileFormValues(man), guardianEmail: 'x@example.com' });
    expect(checked.ok && checked.data.guardianEmail).toBeFalsy();
  });

  it('names the first problem in schema order, with its field for the focus', () => {
    const values = { ...toProfileFormValues(woman), lastName: ' ', age: '200', guardianPhone: '' };
    expect(validate(profileSchema, values)).toEqual({ ok: false, message: MSG_MEMBERS.profileRequired, field: 'lastName' });
    expect(validate(profileSchema, { ...values, lastName: 'Siddiqui' })).toEqual({ ok: false, message: MSG_MEMBERS.ageRange, field: 'age' });
    expect(validate(profileSchema, { ...values, lastName: 'Siddiqui', age: '24' })).toEqual({ ok: false, message: MSG_MEMBERS.profileRequired, field: 'guardianPhone' });
    expect(validate(profileSchema, { ...toProfileFormValues(woman), guardianEmail: 'nope' })).toMatchObject({ message: MSG_GUARDIAN.invalidGuardianEmail, field: 'guardianEmail' });
  });
});
