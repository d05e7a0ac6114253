import { SIGNUP_STEP_SCHEMAS } from '@/components/auth/signup-schemas';
import { EMPTY_SIGNUP, stepOfField, toRegisterPayload, type SignupValues } from '@/components/auth/signup-values';
import { registerSchema } from '@/lib/schemas/auth';
import { validate } from '@/lib/schemas/validate';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_FORMS } from '@/lib/shared/messages/input';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';

const woman: SignupValues = {
  firstName: 'Sumayyah',
  lastName: 'Patel',
  email: 'sumayyah@example.com',
  password: 'a good password',
  confirmPassword: 'a good password',
  age: '23',
  gender: 'female',
  university: 'University of Bristol',
  status: 'student',
  description: 'Medical student.',
  lookingFor: 'A kind husband.',
  guardianEmail: 'wali@example.com',
  guardianPhone: '+44 7700 900777',
  hear: 'A friend',
  agreeTerms: true,
};
const man: SignupValues = { ...woman, firstName: 'Idris', email: 'idris@example.com', gender: 'male' };

const firstIssue = (step: 1 | 2 | 3, values: SignupValues) => {
  const result = validate(SIGNUP_STEP_SCHEMAS[step], values);
  return result.ok ? undefined : { message: result.message, field: result.field };
};

describe('the registration payload', () => {
  it('never carries the confirmation, and sends age as a number', () => {
    const payload = toRegisterPayload(woman);
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload.age).toBe(23);
    expect(validate(registerSchema, payload).ok).toBe(true);
  });

  it('carries guardian details for a woman only, even when a man typed some before switching', () => {
    expect(toRegisterPayload(woman)).toMatchObject({ guardianEmail: 'wali@example.com', guardianPhone: '+44 7700 900777' });
    const payload = toRegisterPayload(man);
    expect(payload).not.toHaveProperty('guardianEmail');
    expect(payload).not.toHaveProperty('guardianPhone');
    expect(validate(registerSchema, payload).ok).toBe(true);
  });

  it('keeps every other field as typed', () => {
    const { confirmPassword: _c, age: _a, ...rest } = woman;
    expect(toRegisterPayload(woman)).toEqual({ ...rest, age: 23 });
  });
});

describe('each step checks only its own fields, with the spec messages in order', () => {
  it('step 1 on an empty form asks for the required fields, starting with the first name', () => {
    expect(firstIssue(1, EMPTY_SIGNUP)).toEqual({ message: MSG_FORMS.fillRequired, field: 'firstName' });
  });

  it('step 1 passes with the account filled in while later steps are still empty', () => {
    const { firstName, lastName, email, password, confirmPassword } = woman;
    expect(firstIssue(1, { ...EMPTY_SIGNUP, firstName, lastName, email, password, confirmPassword })).toBeUndefined();
  });

  it('step 1 says when the passwords differ, on the confirmation', () => {
    expect(firstIssue(1, { ...woman, confirmPassword: 'a different one' })).toEqual({ message: MSG_PASSWORD.passwordsMismatch, field: 'confirmPassword' });
  });

  it('step 2 asks a woman for her guardian', () => {
    expect(firstIssue(2, { ...woman, guardianEmail: '', guardianPhone: '' })).toEqual({ message: MSG_GUARDIAN.guardianRequired, field: 'guardianEmail' });
  });

  it('step 2 never asks a man for a guardian', () => {
    expect(firstIssue(2, { ...man, guardianEmail: '', guardianPhone: '' })).toBeUndefined();
  });

  it('step 2 asks for the required fields before the guardian', () => {
    expect(firstIssue(2, { ...woman, age: '', guardianEmail: '' })).toEqual({ message: MSG_FORMS.fillRequired, field: 'age' });
  });

  it('step 3 needs the terms accepted; how-did-you-hear stays optional', () => {
    expect(firstIssue(3, { ...woman, agreeTerms: false })).toEqual({ message: MSG_AUTH.mustAgreeTerms, field: 'agreeTerms' });
    expect(firstIssue(3, { ...woman, hear: '' })).toBeUndefined();
  });
});

describe('a late error leads back to the step that shows its field', () => {
  it.each([
    ['email', 1],
    ['confirmPassword', 1],
    ['age', 2],
    ['guardianEmail', 2],
    ['agreeTerms', 3],
    [undefined, 3],
  ] as const)('%s is on step %i', (field, step) => expect(stepOfField(field)).toBe(step));

  it('a guardian email that is her own is caught by the server schema and shown on step 2', () => {
    const result = validate(registerSchema, toRegisterPayload({ ...woman, guardianEmail: woman.email }));
    expect(result).toEqual({ ok: false, message: MSG_GUARDIAN.guardianEmailIsOwn, field: 'guardianEmail' });
    expect(stepOfField(result.ok ? undefined : result.field)).toBe(2);
  });
});
