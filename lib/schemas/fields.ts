import './jitless';
import { z } from 'zod';
import { MAX_AGE, MIN_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/shared/constants';
import { MSG } from '@/lib/shared/messages';

/** A required free-text field: missing, blank or non-text all read as "required". */
export const requiredText = (max: number, requiredMessage: string = MSG.fillRequired) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, MSG.fieldTooLong);

export const optionalText = (max: number) =>
  z
    .string({ error: MSG.invalidRequest })
    .trim()
    .max(max, MSG.fieldTooLong)
    .optional()
    .transform((v) => v ?? '');

export const emailField = (requiredMessage: string = MSG.fillRequired, invalidMessage: string = MSG.invalidEmail) =>
  requiredText(254, requiredMessage)
    .pipe(z.email(invalidMessage))
    .transform((v) => v.toLowerCase());

export const newPasswordField = (requiredMessage: string = MSG.fillRequired) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);

/** Age arrives as a number from the API or as the text of a number input from a form. */
export const ageField = (requiredMessage: string = MSG.fillRequired) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: requiredMessage })
      .int(MSG.ageRange)
      .min(MIN_AGE, MSG.ageRange)
      .max(MAX_AGE, MSG.ageRange),
  );

export const GENDERS = ['male', 'female'] as const;
export const STATUSES = ['student', 'graduate'] as const;
export type Gender = (typeof GENDERS)[number];
export type Status = (typeof STATUSES)[number];

export const genderField = (requiredMessage: string = MSG.fillRequired) => z.enum(GENDERS, { error: requiredMessage });
export const statusField = (requiredMessage: string = MSG.fillRequired) => z.enum(STATUSES, { error: requiredMessage });

const PHONE_PATTERN = /^\+?[0-9 ()-]{7,24}$/;
export const isPhone = (v: string) => PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= 7;
export const isEmail = (v: string) => z.email().safeParse(v).success;
