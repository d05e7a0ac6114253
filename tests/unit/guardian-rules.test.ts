import { randomBytes } from 'node:crypto';
import { guardianMailFor, type GuardianEvent } from '@/lib/server/guardians/rules';

beforeAll(() => {
  // The templates read the public URL and support address from the configuration.
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.APP_URL ??= 'https://nikah.example';
});

const woman = {
  firstName: 'Maryam',
  lastName: 'Khan',
  age: 24,
  university: 'UCL',
  status: 'graduate' as const,
  gender: 'female' as const,
  guardianEmail: 'wali@example.com',
};
const man = { ...woman, firstName: 'Yusuf', gender: 'male' as const, guardianEmail: '' };
const member = { firstName: 'Omar', age: 27, university: 'KCL', status: 'student' as const, isAdmin: false };
const admin = { ...member, firstName: 'Admin', isAdmin: true };

describe('who tells a guardian what', () => {
  it('tells a woman’s guardian of her registration', () => {
    const mail = guardianMailFor({ kind: 'registration', ward: woman });
    expect(mail).toEqual(expect.objectContaining({ kind: 'guardian_registration', to: 'wali@example.com' }));
  });

  it.each<GuardianEvent['kind']>(['photo_request', 'new_conversation'])('tells her guardian of a %s from another member, naming only the requester', (kind) => {
    const mail = guardianMailFor({ kind, ward: woman, requester: member } as GuardianEvent);
    expect(mail).toEqual(expect.objectContaining({ kind: `guardian_${kind}`, to: 'wali@example.com' }));
    expect(mail!.text).toContain('Omar (27, student at KCL)');
  });

  it('tells no one about a man, a woman without a guardian address, or an admin writing', () => {
    expect(guardianMailFor({ kind: 'registration', ward: man })).toBeUndefined();
    expect(guardianMailFor({ kind: 'photo_request', ward: man, requester: member })).toBeUndefined();
    expect(guardianMailFor({ kind: 'new_conversation', ward: { ...woman, guardianEmail: '  ' }, requester: member })).toBeUndefined();
    expect(guardianMailFor({ kind: 'new_conversation', ward: woman, requester: admin })).toBeUndefined();
  });
});
