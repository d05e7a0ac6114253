import '@/lib/schemas/jitless';
import type { z } from 'zod/mini';
import { accountStepSchema, personalStepSchema, registerSchema, termsStepSchema } from '@/lib/schemas/auth';
import { preprocess } from '@/lib/schemas/fields';
import { validate } from '@/lib/schemas/validate';
import type { RegisterPayload } from '@/lib/client/queries/auth';
import type { SignupValues } from './signup-values';

/** A step's schema reads its own fields of the wizard's values and leaves the others alone. */
const overSignupValues = <S extends z.core.$ZodType>(schema: S) => preprocess((values: SignupValues) => values, schema);

/**
 * Each step checks its own fields of the wizard's values with the schema the routes share; the
 * wizard keeps every value, so Back and Next never lose what was typed.
 */
export const SIGNUP_STEP_SCHEMAS = {
  1: overSignupValues(accountStepSchema),
  2: overSignupValues(personalStepSchema),
  3: overSignupValues(termsStepSchema),
} as const;

/**
 * The whole registration against the server's own schema, so rules across steps (e.g. a guardian
 * email that is the member's own) are caught before it is sent.
 */
export const checkRegistration = (payload: RegisterPayload) => validate(registerSchema, payload);
