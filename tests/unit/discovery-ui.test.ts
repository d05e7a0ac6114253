import { profileCompleteness } from '@/components/member/matches/completeness';
import { languagesFromText, toDiscoveryFormValues, toProfileFormValues, yesNoFromText } from '@/components/member/profile-form-values';
import type { SessionUser } from '@/lib/client/auth-store';
import { profileSchema } from '@/lib/schemas/profile';
import { validate } from '@/lib/schemas/validate';

const blank = { description: 'About me', lookingFor: 'Someone kind' };

describe('profile completeness', () => {
  it('counts what helps others say yes, and lists what is left in order', () => {
    expect(profileCompleteness({ description: '', lookingFor: ' ' }, 0, 0)).toEqual({
      percent: 0,
      missing: ['about', 'lookingFor', 'photo', 'place', 'maritalStatus', 'prayer', 'languages', 'seeking', 'questions'],
    });
    expect(profileCompleteness({ ...blank, country: 'GB', seekingStatus: 'either' }, 1, 9)).toEqual({ percent: 56, missing: ['maritalStatus', 'prayer', 'languages', 'questions'] });
    const full = { ...blank, city: 'Leeds', maritalStatus: 'never_married', prayer: 'always', languages: ['English'], seekingAgeMax: 30 };
    expect(profileCompleteness(full, 2, 10)).toEqual({ percent: 100, missing: [] });
  });
});

describe('the profile form’s optional fields', () => {
  const saved = {
    id: 'u1',
    email: 'maryam@example.com',
    firstName: 'Maryam',
    lastName: 'Siddiqui',
    age: 24,
    gender: 'female',
    university: 'University of Leeds',
    status: 'graduate',
    description: 'About me',
    lookingFor: 'Someone kind',
    guardianEmail: 'wali@example.com',
    guardianPhone: '+44 7700 900123',
    city: null,
    country: 'GB',
    willingToRelocate: false,
    maritalStatus: null,
    hasChildren: null,
    languages: ['English', 'Urdu'],
    prayer: 'usually',
    seekingAgeMin: 25,
    seekingAgeMax: null,
    seekingStatus: null,
  } as unknown as SessionUser;

  it('shows nothing chosen as empty, and saves it back unchanged', () => {
    const values = { ...toProfileFormValues(saved), ...toDiscoveryFormValues(saved) };
    expect(toDiscoveryFormValues(saved)).toEqual({
      city: '',
      country: 'GB',
      willingToRelocate: false,
      maritalStatus: '',
      hasChildren: null,
      languages: ['English', 'Urdu'],
      prayer: 'usually',
      seekingAgeMin: '25',
      seekingAgeMax: '',
      seekingStatus: '',
    });
    const checked = validate(profileSchema, values);
    expect(checked).toMatchObject({
      ok: true,
      data: { city: null, country: 'GB', willingToRelocate: false, maritalStatus: null, hasChildren: null, languages: ['English', 'Urdu'], prayer: 'usually', seekingAgeMin: 25, seekingAgeMax: null, seekingStatus: null },
    });
  });

  it('reads a yes/no select and a typed list of languages', () => {
    expect([yesNoFromText('true'), yesNoFromText('false'), yesNoFromText('')]).toEqual([true, false, null]);
    expect(languagesFromText(' English, Urdu ,, العربية ')).toEqual(['English', 'Urdu', 'العربية']);
    expect(languagesFromText('')).toEqual([]);
  });
});
