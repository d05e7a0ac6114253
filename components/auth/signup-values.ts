import type { Gender, Status } from '@/lib/schemas/fields';

/** Everything the wizard collects, as the form controls hold it (age as typed). */
export type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  age: string;
  gender: Gender | '';
  university: string;
  status: Status | '';
  description: string;
  lookingFor: string;
  guardianEmail: string;
  guardianPhone: string;
  hear: string;
  agreeTerms: boolean;
};

export type UpdateSignup = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => void;

export const EMPTY_SIGNUP: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  age: '',
  gender: '',
  university: '',
  status: '',
  description: '',
  lookingFor: '',
  guardianEmail: '',
  guardianPhone: '',
  hear: '',
  agreeTerms: false,
};

export const SIGNUP_STEP_TITLES = ['Account', 'Personal information', 'Terms'] as const;
export type SignupStep = 1 | 2 | 3;

const STEP_OF_FIELD: Partial<Record<keyof SignupValues, SignupStep>> = {
  firstName: 1,
  lastName: 1,
  email: 1,
  password: 1,
  confirmPassword: 1,
  age: 2,
  gender: 2,
  university: 2,
  status: 2,
  description: 2,
  lookingFor: 2,
  guardianEmail: 2,
  guardianPhone: 2,
};

/** The step that shows a field, so a late error can send the user back to it. */
export function stepOfField(field: string | undefined): SignupStep {
  return STEP_OF_FIELD[field as keyof SignupValues] ?? 3;
}

/** The registration payload of SPEC.md section 3: no confirmation, guardian details only for women. */
export type RegisterPayload = Omit<SignupValues, 'confirmPassword' | 'age' | 'guardianEmail' | 'guardianPhone'> & {
  age: number;
  guardianEmail?: string;
  guardianPhone?: string;
};

export function toRegisterPayload(v: SignupValues): RegisterPayload {
  const { confirmPassword: _confirm, guardianEmail, guardianPhone, age, ...rest } = v;
  return {
    ...rest,
    age: Number(age),
    ...(v.gender === 'female' ? { guardianEmail, guardianPhone } : {}),
  };
}
