import type { AdminProfile } from '@/lib/client/admin';

/** The admin form's own shape: text as typed, gender as the form says it ('Male'/'Female'). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  age: string;
  gender: '' | 'Male' | 'Female';
  university: string;
  isStudent: boolean;
  isGraduate: boolean;
  description: string;
  lookingFor: string;
  hear: string;
  guardianEmail: string;
  guardianPhone: string;
  isAdmin: boolean;
  suspended: boolean;
  password: string;
}

export const emptyProfileForm: ProfileFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  age: '',
  gender: '',
  university: '',
  isStudent: false,
  isGraduate: false,
  description: '',
  lookingFor: '',
  hear: '',
  guardianEmail: '',
  guardianPhone: '',
  isAdmin: false,
  suspended: false,
  password: '',
};

export function profileFormFrom(profile: AdminProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    age: String(profile.age),
    gender: profile.gender === 'female' ? 'Female' : 'Male',
    university: profile.university,
    isStudent: profile.isStudent,
    isGraduate: profile.isGraduate,
    description: profile.description,
    lookingFor: profile.lookingFor,
    hear: profile.hear,
    guardianEmail: profile.guardianEmail,
    guardianPhone: profile.guardianPhone,
    isAdmin: profile.isAdmin,
    suspended: profile.suspended,
    password: '',
  };
}

/**
 * SPEC.md section 5: age as an integer, an empty password omitted, and a man's guardian fields
 * dropped on create and emptied on edit. The email is fixed once a profile exists.
 */
export function profilePayload(values: ProfileFormValues, mode: 'create' | 'edit') {
  const { email, age, password, guardianEmail, guardianPhone, suspended, ...rest } = values;
  const female = values.gender === 'Female';
  const guardian = female ? { guardianEmail, guardianPhone } : mode === 'edit' ? { guardianEmail: '', guardianPhone: '' } : {};
  return {
    ...rest,
    ...(mode === 'create' ? { email } : { suspended }),
    // Blank stays missing so it reads as "required"; a fraction fails the schema's integer rule.
    age: age.trim() === '' ? undefined : Number(age),
    ...guardian,
    ...(password ? { password } : {}),
  };
}
