import './jitless';
import { z } from 'zod/mini';
import { MAX_AGE, MIN_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/shared/constants';
import { MSG_FORMS, MSG_INPUT } from '@/lib/shared/messages/input';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';

/**
 * zod's `preprocess`, which zod/mini leaves out: the value is changed before the schema reads it
 * (a number input's text to a number, an empty text to null). At run time zod's is this same
 * pipe; its type, which keeps the schema's optionality for an object's key, is core's.
 */
export const preprocess = <T extends z.core.$ZodType, I = unknown>(change: (value: I) => unknown, schema: T) =>
  z.pipe(z.transform(change), schema) as unknown as z.core.$ZodPreprocess<T, I>;

/** A required free-text field: missing, blank or non-text all read as "required". */
export const requiredText = (max: number, requiredMessage: string = MSG_FORMS.fillRequired) =>
  z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, MSG_FORMS.fieldTooLong));

/** Line breaks and other control characters, which could forge an email header or layout. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Common top-level domains: "evil.com" is a web address, "St.Andrews" is not. */
const COMMON_TLD = 'com|net|org|info|biz|io|co|uk|us|eu|de|fr|ru|cn|in|me|ly|app|dev|xyz|online|site|top|click|link|example|test|ac|edu|gov';
const LINK_PATTERNS = [
  /[a-z][a-z0-9+.-]*:\/\//i, // a scheme: http://, https://, ftp:// ...
  /\bwww\./i,
  /[^\s@]+@[^\s@]+/, // an email address
  /[\p{L}\p{N}-]+\.[a-z]{2,}\//iu, // a domain followed by a path: evil.example/x
  new RegExp(`[\\p{L}\\p{N}-]+\\.(?:${COMMON_TLD})(?![\\p{L}\\p{N}])`, 'iu'), // a bare domain: evil.com
];

/** Whether a name or a university carries a link, an email address or a line break (refused). */
export function plainTextProblem(value: string): 'link' | 'lines' | undefined {
  if (CONTROL.test(value)) return 'lines';
  return LINK_PATTERNS.some((pattern) => pattern.test(value)) ? 'link' : undefined;
}

/**
 * A name (first or last), which reaches guardians' inboxes: one line, no web or email address.
 * Hyphens, apostrophes, spaces and any script (Arabic included) are fine.
 */
export const nameField = (max: number, requiredMessage: string = MSG_FORMS.fillRequired) =>
  requiredText(max, requiredMessage).check(
    z.superRefine((value, ctx) => {
      const problem = plainTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'lines' ? MSG_MEMBERS.nameOnOneLine : MSG_MEMBERS.nameHasLink });
    }),
  );

/** A university's name, which reaches guardians' inboxes too: the same rule as a name. */
export const universityField = (max: number, requiredMessage: string = MSG_FORMS.fillRequired) =>
  requiredText(max, requiredMessage).check(
    z.superRefine((value, ctx) => {
      const problem = plainTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'lines' ? MSG_MEMBERS.universityOnOneLine : MSG_MEMBERS.universityHasLink });
    }),
  );

export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string({ error: MSG_INPUT.invalidRequest }).check(z.trim(), z.maxLength(max, MSG_FORMS.fieldTooLong))),
    z.transform((v: string | undefined) => v ?? ''),
  );

export const emailField = (requiredMessage: string = MSG_FORMS.fillRequired, invalidMessage: string = MSG_FORMS.invalidEmail) =>
  z.pipe(requiredText(254, requiredMessage), z.email(invalidMessage).check(z.toLowerCase()));

/** An emailed link's token: 32 random bytes in base64url. Anything else is refused before a lookup. */
export const linkTokenField = (invalidMessage: string) => z.string({ error: invalidMessage }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, invalidMessage));

export const newPasswordField = (requiredMessage: string = MSG_FORMS.fillRequired) =>
  z
    .string({ error: requiredMessage })
    .check(z.minLength(1, requiredMessage), z.minLength(PASSWORD_MIN_LENGTH, MSG_PASSWORD.passwordTooShort), z.maxLength(PASSWORD_MAX_LENGTH, MSG_PASSWORD.passwordTooLong));

/** Age arrives as a number from the API or as the text of a number input from a form. */
export const ageField = (requiredMessage: string = MSG_FORMS.fillRequired) =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: requiredMessage }).check(z.int(MSG_MEMBERS.ageRange), z.gte(MIN_AGE, MSG_MEMBERS.ageRange), z.lte(MAX_AGE, MSG_MEMBERS.ageRange)),
  );

export const GENDERS = ['male', 'female'] as const;
export const STATUSES = ['student', 'graduate'] as const;
export type Gender = (typeof GENDERS)[number];
export type Status = (typeof STATUSES)[number];

export const genderField = (requiredMessage: string = MSG_FORMS.fillRequired) => z.enum(GENDERS, { error: requiredMessage });
export const statusField = (requiredMessage: string = MSG_FORMS.fillRequired) => z.enum(STATUSES, { error: requiredMessage });

const PHONE_PATTERN = /^\+?[0-9 ()-]{7,24}$/;
export const isPhone = (v: string) => PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= 7;
const anyEmail = z.email();
export const isEmail = (v: string) => anyEmail.safeParse(v).success;

