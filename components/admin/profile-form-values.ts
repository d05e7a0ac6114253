import '@/lib/schemas/jitless';
import type { AdminProfile, AdminProfilePayload } from '@/lib/client/queries/admin';
import { adminCreateProfileSchema, adminUpdateProfileSchema } from '@/lib/schemas/admin';
import { preprocess } from '@/lib/schemas/fields';
import { MAX_AGE, MIN_AGE } from '@/lib/shared/constants';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

export type ProfileFormMode = 'create' | 'edit';

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
export function profilePayload(values: ProfileFormValues, mode: ProfileFormMode): AdminProfilePayload {
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

/** The form's values checked as the payload they become, with the schema the route uses. */
export function profileFormSchema(mode: ProfileFormMode) {
  const toPayload = (values: ProfileFormValues) => profilePayload(values, mode);
  return mode === 'create' ? preprocess(toPayload, adminCreateProfileSchema) : preprocess(toPayload, adminUpdateProfileSchema);
}

type TextName = 'firstName' | 'lastName' | 'email' | 'age' | 'gender' | 'university' | 'guardianEmail' | 'guardianPhone' | 'description' | 'lookingFor' | 'hear' | 'password';

/** One text-like control of the dialog; the dialog renders every one the same way. */
export type ProfileField = {
  name: TextName;
  label: string;
  control?: 'select' | 'textarea';
  type?: 'email' | 'number' | 'tel' | 'password';
  optional?: boolean;
  wide?: boolean;
  hint?: string;
  disabled?: boolean;
  autoComplete?: string;
};

export const GENDER_OPTIONS = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
] as const;

export const AGE_LIMITS = { min: MIN_AGE, max: MAX_AGE };

/** The dialog's text fields in the order shown, in three groups around the checkboxes. */
export function profileFields(mode: ProfileFormMode) {
  const identity: ProfileField[] = [
    { name: 'firstName', label: 'First name', autoComplete: 'off' },
    { name: 'lastName', label: 'Last name', autoComplete: 'off' },
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      wide: true,
      autoComplete: 'off',
      disabled: mode === 'edit',
      hint: mode === 'edit' ? 'The email of an existing profile cannot be changed.' : undefined,
    },
    { name: 'age', label: 'Age', type: 'number' },
    { name: 'gender', label: 'Gender', control: 'select' },
    { name: 'university', label: 'University', wide: true },
  ];
  const guardian: ProfileField[] = [
    { name: 'guardianEmail', label: 'Guardian email', type: 'email', autoComplete: 'off' },
    { name: 'guardianPhone', label: 'Guardian phone', type: 'tel', autoComplete: 'off' },
  ];
  const more: ProfileField[] = [
    { name: 'description', label: 'Description', control: 'textarea', optional: true },
    { name: 'lookingFor', label: 'Looking for', control: 'textarea', optional: true },
    { name: 'hear', label: 'How did they hear about us?', optional: true },
    {
      name: 'password',
      label: mode === 'create' ? 'Password' : 'New password',
      type: 'password',
      optional: true,
      autoComplete: 'new-password',
      hint: mode === 'create' ? MSG_ADMIN.passwordLinkHint : MSG_ADMIN.keepPasswordHint,
    },
  ];
  return { identity, guardian, more };
}
