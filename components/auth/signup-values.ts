import type { z } from 'zod/mini';
import type { RegisterPayload } from '@/lib/client/queries/auth';
import type { ZodForm } from '@/lib/client/use-zod-form';
import type { Gender, Status } from '@/lib/schemas/fields';
import type { SIGNUP_STEP_SCHEMAS } from './signup-schemas';

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

export type SignupStepSchema = (typeof SIGNUP_STEP_SCHEMAS)[SignupStep];

/** The wizard's one form, whichever step it is on. */
export type SignupForm = ZodForm<SignupValues, z.output<SignupStepSchema>>;

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

/** The registration payload of SPEC.md section 3: no confirmation, age as a number, guardian details only for women. */
export function toRegisterPayload(v: SignupValues): RegisterPayload {
  const { confirmPassword: _confirm, guardianEmail, guardianPhone, age, ...rest } = v;
  return {
    ...rest,
    age: Number(age),
    ...(v.gender === 'female' ? { guardianEmail, guardianPhone } : {}),
  };
}
