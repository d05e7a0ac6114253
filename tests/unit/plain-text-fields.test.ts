import { adminCreateProfileSchema, adminUpdateProfileSchema } from '@/lib/schemas/admin';
import { registerSchema } from '@/lib/schemas/auth';
import { plainTextProblem } from '@/lib/schemas/fields';
import { profileSchema } from '@/lib/schemas/profile';
import { validate } from '@/lib/schemas/validate';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

/**
 * Names and the university reach guardians' inboxes (issue 19, point 4): one line, no web or
 * email address, in every schema that writes them (registration, profile edit, admin edit),
 * while real names and universities pass.
 */
const profile = {
  firstName: 'Maryam',
  lastName: 'Rahman',
  age: 25,
  gender: 'female',
  university: 'University of Leeds',
  status: 'student',
  description: 'About me',
  lookingFor: 'Someone kind',
  guardianEmail: 'wali@example.com',
  guardianPhone: '+44 7700 900123',
};
const registration = { ...profile, email: 'maryam@example.com', password: 'correct horse battery', agreeTerms: true };
const admin = { ...profile, gender: 'Female', isStudent: true };

const GOOD_NAMES = ["O'Brien", 'Jean-Luc', 'Al-Farsi', 'محمد', 'فاطمة الزهراء', 'Nur Aisyah binti Abdullah', 'Zoë', 'D’Souza', 'St. John', 'J.R.'];
const GOOD_UNIVERSITIES = ['University College London', "King's College London", 'London School of Economics and Political Science', 'جامعة القاهرة', 'Univ. of St Andrews', 'St.Andrews', 'U.C.L.', 'École Polytechnique'];
const LINKS = [
  'Security alert: verify at https://evil.example/x',
  'http://evil.example',
  'see www.evil',
  'evil.example/x',
  'evil.com',
  'Mail me at ali@evil.example',
  'ftp://files',
  'EVIL.ORG now',
];
const BREAKS = ['Ali\r\nBcc: victim@example.com', 'Ali\nAhmed', 'Ali\u2028Ahmed', 'Ali\u0007'];

describe('plainTextProblem', () => {
  it.each([...GOOD_NAMES, ...GOOD_UNIVERSITIES])('lets "%s" through', (value) => expect(plainTextProblem(value)).toBeUndefined());
  it.each(LINKS)('finds a link or address in "%s"', (value) => expect(plainTextProblem(value)).toBe('link'));
  it.each(BREAKS)('finds a line break or control character in %j', (value) => expect(plainTextProblem(value)).toBe('lines'));
});

describe.each([
  ['registration', registerSchema, registration],
  ['profile edit', profileSchema, profile],
  ['admin edit', adminUpdateProfileSchema, admin],
  ['admin create', adminCreateProfileSchema, { ...admin, email: 'maryam@example.com' }],
] as const)('%s', (_label, schema, valid) => {
  it('accepts real names and universities', () => {
    for (const name of GOOD_NAMES) expect(validate(schema, { ...valid, firstName: name, lastName: name })).toMatchObject({ ok: true });
    for (const university of GOOD_UNIVERSITIES) expect(validate(schema, { ...valid, university })).toMatchObject({ ok: true });
  });

  it.each(['firstName', 'lastName'])('refuses a link, an address or a line break in %s with a clear message', (field) => {
    for (const value of LINKS) expect(validate(schema, { ...valid, [field]: value })).toMatchObject({ ok: false, message: MSG_MEMBERS.nameHasLink });
    expect(validate(schema, { ...valid, [field]: 'Ali\r\nBcc: victim@example.com' })).toMatchObject({ ok: false, message: MSG_MEMBERS.nameOnOneLine });
  });

  it('refuses a link, an address or a line break in the university with a clear message', () => {
    for (const value of LINKS) expect(validate(schema, { ...valid, university: value })).toMatchObject({ ok: false, message: MSG_MEMBERS.universityHasLink });
    expect(validate(schema, { ...valid, university: 'Leeds\nwww' })).toMatchObject({ ok: false, message: MSG_MEMBERS.universityOnOneLine });
  });
});
