import { adminCreateProfileSchema } from '@/lib/schemas/admin';
import { accountStepSchema, loginSchema, personalStepSchema, registerSchema, termsStepSchema } from '@/lib/schemas/auth';
import { validate } from '@/lib/schemas/validate';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_FORMS } from '@/lib/shared/messages/input';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';
import { registration } from '../support/factories';

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? undefined : result.message;
};

describe('login', () => {
  it.each([{}, { email: 'a@b.c' }, { password: 'x' }, { email: '  ', password: 'x' }, { email: 'a@b.c', password: '' }])(
    'asks for both fields when one is missing: %j',
    (input) => expect(messageOf(loginSchema, input)).toBe(MSG_AUTH.loginFillAll),
  );

  it('lower-cases the email', () => {
    const result = validate(loginSchema, { email: ' Someone@Example.COM ', password: 'x' });
    expect(result.ok && result.data.email).toBe('someone@example.com');
  });
});

describe('signup step 1', () => {
  const account = { firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'longenough', confirmPassword: 'longenough' };

  it('accepts a complete account', () => expect(messageOf(accountStepSchema, account)).toBeUndefined());
  it.each(['firstName', 'lastName', 'email', 'password', 'confirmPassword'])('requires %s', (field) =>
    expect(messageOf(accountStepSchema, { ...account, [field]: '' })).toBe(MSG_FORMS.fillRequired),
  );
  it('says when the passwords differ', () =>
    expect(messageOf(accountStepSchema, { ...account, confirmPassword: 'different1' })).toBe(MSG_PASSWORD.passwordsMismatch));
  it('rejects a malformed email and a short password', () => {
    expect(messageOf(accountStepSchema, { ...account, email: 'not-an-email' })).toBe(MSG_FORMS.invalidEmail);
    expect(messageOf(accountStepSchema, { ...account, password: 'short', confirmPassword: 'short' })).toBe(MSG_PASSWORD.passwordTooShort);
  });
});

describe('signup step 2', () => {
  const personal = { age: '23', gender: 'male', university: 'UCL', status: 'student', description: 'd', lookingFor: 'l' };

  it('accepts a man without guardian details and coerces the age', () => {
    const result = validate(personalStepSchema, personal);
    expect(result.ok && result.data.age).toBe(23);
  });
  it.each(['age', 'gender', 'university', 'status', 'description', 'lookingFor'])('requires %s', (field) =>
    expect(messageOf(personalStepSchema, { ...personal, [field]: '' })).toBe(MSG_FORMS.fillRequired),
  );
  it('requires guardian email and phone for a woman', () => {
    const woman = { ...personal, gender: 'female' };
    expect(messageOf(personalStepSchema, woman)).toBe(MSG_GUARDIAN.guardianRequired);
    expect(messageOf(personalStepSchema, { ...woman, guardianEmail: 'w@example.com' })).toBe(MSG_GUARDIAN.guardianRequired);
    expect(messageOf(personalStepSchema, { ...woman, guardianPhone: '+44 7700 900123' })).toBe(MSG_GUARDIAN.guardianRequired);
    expect(messageOf(personalStepSchema, { ...woman, guardianEmail: 'w@example.com', guardianPhone: '+44 7700 900123' })).toBeUndefined();
  });
  it('checks the guardian details it is given', () => {
    const woman = { ...personal, gender: 'female', guardianEmail: 'w@example.com', guardianPhone: '+44 7700 900123' };
    expect(messageOf(personalStepSchema, { ...woman, guardianEmail: 'nope' })).toBe(MSG_GUARDIAN.invalidGuardianEmail);
    expect(messageOf(personalStepSchema, { ...woman, guardianPhone: 'call me' })).toBe(MSG_GUARDIAN.invalidGuardianPhone);
  });
  it.each(['17', '101', '22.5', 'abc'])('refuses the age %s', (age) =>
    expect(messageOf(personalStepSchema, { ...personal, age })).toBe(age === 'abc' ? MSG_FORMS.fillRequired : MSG_MEMBERS.ageRange),
  );
  it('refuses genders and statuses outside the lists', () => {
    expect(messageOf(personalStepSchema, { ...personal, gender: 'other' })).toBe(MSG_FORMS.fillRequired);
    expect(messageOf(personalStepSchema, { ...personal, status: 'professor' })).toBe(MSG_FORMS.fillRequired);
  });
});

describe('signup step 3', () => {
  it('needs the terms accepted; how-did-you-hear is optional', () => {
    expect(messageOf(termsStepSchema, { agreeTerms: false })).toBe(MSG_AUTH.mustAgreeTerms);
    expect(messageOf(termsStepSchema, {})).toBe(MSG_AUTH.mustAgreeTerms);
    expect(messageOf(termsStepSchema, { agreeTerms: true })).toBeUndefined();
  });
});

describe('registration payload', () => {
  it('drops guardian details sent for a man and ignores unknown fields', () => {
    const result = validate(registerSchema, { ...registration(), guardianEmail: 'x@example.com', guardianPhone: '123456789', isAdmin: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.guardianEmail).toBe('');
    expect(result.data.guardianPhone).toBe('');
    expect(result.data).not.toHaveProperty('isAdmin');
  });
  it("refuses a guardian email equal to the woman's own", () => {
    const woman = registration({ gender: 'female' });
    expect(messageOf(registerSchema, { ...woman, guardianEmail: woman.email.toUpperCase() })).toBe(MSG_GUARDIAN.guardianEmailIsOwn);
  });
  it('refuses over-long text', () => expect(messageOf(registerSchema, registration({ description: 'x'.repeat(2001) }))).toBe(MSG_FORMS.fieldTooLong));
});

describe('the guardian refinement, one for every form that names a guardian', () => {
  const woman = registration({ gender: 'female' });
  const adminWoman = {
    email: woman.email,
    firstName: 'Maryam',
    lastName: 'Rahman',
    age: 24,
    gender: 'Female',
    university: 'University of Leeds',
    guardianEmail: woman.guardianEmail,
    guardianPhone: '+44 7700 900123',
    isStudent: true,
  };

  it.each([
    ['sign-up', registerSchema, woman],
    ['an admin creating a profile', adminCreateProfileSchema, adminWoman],
  ] as const)("%s refuses a guardian email equal to the woman's own, whatever its case", (_form, schema, input) => {
    expect(messageOf(schema, input)).toBeUndefined();
    expect(messageOf(schema, { ...input, guardianEmail: ` ${input.email.toUpperCase()} ` })).toBe(MSG_GUARDIAN.guardianEmailIsOwn);
  });

  it.each([
    ['sign-up', registerSchema, woman, MSG_GUARDIAN.guardianRequired],
    ['an admin creating a profile', adminCreateProfileSchema, adminWoman, MSG_ADMIN.adminGuardianRequired],
  ] as const)('%s asks for the guardian with its own sentence, and checks the address', (_form, schema, input, required) => {
    expect(messageOf(schema, { ...input, guardianPhone: '' })).toBe(required);
    expect(messageOf(schema, { ...input, guardianEmail: 'wali' })).toBe(MSG_GUARDIAN.invalidGuardianEmail);
  });
});
