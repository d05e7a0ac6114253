import {
  emptyProfileForm,
  profileFields,
  profileFormFrom,
  profileFormSchema,
  profilePayload,
  type ProfileFormValues,
} from '@/components/admin/profile-form-values';
import type { AdminProfile } from '@/lib/client/queries/admin';
import { validate } from '@/lib/schemas/validate';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

const khadija: ProfileFormValues = {
  ...emptyProfileForm,
  firstName: 'Khadija',
  lastName: 'Osman',
  email: 'khadija@example.com',
  age: '23',
  gender: 'Female',
  university: 'University of Bristol',
  isStudent: true,
  guardianEmail: 'wali@example.com',
  guardianPhone: '+44 7700 900456',
};
const bilal: ProfileFormValues = { ...khadija, firstName: 'Bilal', email: 'bilal@example.com', gender: 'Male' };

const messageOf = (mode: 'create' | 'edit', values: ProfileFormValues) => {
  const result = validate(profileFormSchema(mode), values);
  return result.ok ? undefined : result.message;
};

describe('the admin profile payload', () => {
  it('sends age as an integer and keeps the form gender', () => {
    expect(profilePayload(khadija, 'create')).toMatchObject({ age: 23, gender: 'Female' });
  });

  it('omits an empty password, sends a chosen one', () => {
    expect(profilePayload(khadija, 'create')).not.toHaveProperty('password');
    expect(profilePayload({ ...khadija, password: 'a new password' }, 'edit')).toMatchObject({ password: 'a new password' });
  });

  it("drops a man's guardian fields on create and empties them on edit", () => {
    const created = profilePayload(bilal, 'create');
    expect(created).not.toHaveProperty('guardianEmail');
    expect(created).not.toHaveProperty('guardianPhone');
    expect(profilePayload(bilal, 'edit')).toMatchObject({ guardianEmail: '', guardianPhone: '' });
  });

  it("keeps a woman's guardian fields", () => {
    expect(profilePayload(khadija, 'edit')).toMatchObject({ guardianEmail: 'wali@example.com', guardianPhone: '+44 7700 900456' });
  });

  it('sends the email only on create, and suspension only on edit', () => {
    expect(profilePayload(khadija, 'create')).toHaveProperty('email', 'khadija@example.com');
    expect(profilePayload(khadija, 'create')).not.toHaveProperty('suspended');
    expect(profilePayload(khadija, 'edit')).not.toHaveProperty('email');
    expect(profilePayload({ ...khadija, suspended: true }, 'edit')).toHaveProperty('suspended', true);
  });
});

describe('the admin form is checked with the route schemas and the spec messages', () => {
  it('accepts complete profiles', () => {
    expect(messageOf('create', khadija)).toBeUndefined();
    expect(messageOf('edit', bilal)).toBeUndefined();
  });

  it('asks for the required fields, with the edit form saying which form', () => {
    expect(messageOf('create', emptyProfileForm)).toBe(MSG_ADMIN.adminFillRequired);
    expect(messageOf('edit', { ...khadija, university: '' })).toBe(MSG_ADMIN.adminEditFillRequired);
    expect(messageOf('create', { ...khadija, age: '  ' })).toBe(MSG_ADMIN.adminFillRequired);
  });

  it('refuses a fractional age', () => expect(messageOf('create', { ...khadija, age: '23.5' })).toBe(MSG_MEMBERS.ageRange));

  it('needs exactly one of student and graduate', () => {
    expect(messageOf('create', { ...khadija, isGraduate: true })).toBe(MSG_ADMIN.adminStudentAndGraduate);
    expect(messageOf('create', { ...khadija, isStudent: false })).toBe(MSG_ADMIN.adminStudentOrGraduate);
  });

  it('requires guardian details for a woman only', () => {
    expect(messageOf('create', { ...khadija, guardianPhone: '' })).toBe(MSG_ADMIN.adminGuardianRequired);
    expect(messageOf('create', { ...bilal, guardianEmail: '', guardianPhone: '' })).toBeUndefined();
  });

  it('does not check an email the edit form does not send', () => {
    expect(messageOf('edit', { ...khadija, email: '' })).toBeUndefined();
  });
});

describe('the form from a profile and its fields', () => {
  it('shows the stored profile with the admin form gender and no password', () => {
    const profile = { ...profilePayload(khadija, 'edit'), id: 'u1', email: 'khadija@example.com', gender: 'female', age: 23, description: '', lookingFor: '', hear: '', isAdmin: false, isGraduate: false, suspended: false } as unknown as AdminProfile;
    expect(profileFormFrom(profile)).toEqual({ ...khadija, password: '' });
  });

  it('disables the email in the edit form only, and names the password by what leaving it empty does', () => {
    const emailOf = (mode: 'create' | 'edit') => profileFields(mode).identity.find((f) => f.name === 'email');
    expect(emailOf('edit')?.disabled).toBe(true);
    expect(emailOf('create')?.disabled).toBe(false);
    const passwordOf = (mode: 'create' | 'edit') => profileFields(mode).more.find((f) => f.name === 'password');
    expect(passwordOf('create')).toMatchObject({ label: 'Password', hint: MSG_ADMIN.passwordLinkHint });
    expect(passwordOf('edit')).toMatchObject({ label: 'New password', hint: MSG_ADMIN.keepPasswordHint });
  });
});
