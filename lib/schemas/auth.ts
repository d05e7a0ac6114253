import './jitless';
import { sameAddress, type GuardianFields } from '@/lib/shared/guardian';
import { MSG, MSG_EXTRA, MSG_LOGIN } from '@/lib/shared/messages';
import { z } from 'zod';
import {
  ageField,
  emailField,
  genderField,
  isEmail,
  isPhone,
  nameField,
  newPasswordField,
  optionalText,
  requiredText,
  statusField,
  universityField,
} from './fields';

export const loginSchema = z.object({
  email: requiredText(254, MSG.loginFillAll).transform((v) => v.toLowerCase()),
  password: z.string({ error: MSG.loginFillAll }).min(1, MSG.loginFillAll).max(1024, MSG.invalidCredentials),
});
export type LoginInput = z.input<typeof loginSchema>;

export const accountStepSchema = z
  .object({
    firstName: nameField(60),
    lastName: nameField(60),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: z.string({ error: MSG.fillRequired }).min(1, MSG.fillRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsMismatch, path: ['confirmPassword'] });

const personalFields = {
  age: ageField(),
  gender: genderField(),
  university: universityField(120),
  status: statusField(),
  description: requiredText(2000),
  lookingFor: requiredText(2000),
  guardianEmail: optionalText(254),
  guardianPhone: optionalText(30),
};

/**
 * Guardian rules of SPEC.md section 5, the one refinement of every form that names a guardian
 * (sign-up, her profile, the admin's profile forms), with the message the caller's form uses.
 * `ownEmail` is the member's address where the form has it; saves that do not carry it check the
 * account's (`guardians/rules.ts` `assertGuardianNotSelf`).
 */
export function checkGuardian(v: GuardianFields, ctx: z.RefinementCtx, requiredMessage: string, ownEmail?: string) {
  if (v.gender !== 'female') return;
  if (!v.guardianEmail || !v.guardianPhone) {
    ctx.addIssue({ code: 'custom', message: requiredMessage, path: [v.guardianEmail ? 'guardianPhone' : 'guardianEmail'] });
  } else if (!isEmail(v.guardianEmail)) {
    ctx.addIssue({ code: 'custom', message: MSG_EXTRA.invalidGuardianEmail, path: ['guardianEmail'] });
  } else if (!isPhone(v.guardianPhone)) {
    ctx.addIssue({ code: 'custom', message: MSG_EXTRA.invalidGuardianPhone, path: ['guardianPhone'] });
  } else if (ownEmail && sameAddress(v.guardianEmail, ownEmail)) {
    ctx.addIssue({ code: 'custom', message: MSG_EXTRA.guardianEmailIsOwn, path: ['guardianEmail'] });
  }
}

/** Men never carry guardian contact details, whatever a client sends. */
export function dropGuardianForMen<T extends GuardianFields>(v: T): T {
  return v.gender === 'female'
    ? { ...v, guardianEmail: v.guardianEmail.toLowerCase() }
    : { ...v, guardianEmail: '', guardianPhone: '' };
}

export const personalStepSchema = z
  .object(personalFields)
  .superRefine((v, ctx) => checkGuardian(v, ctx, MSG.guardianRequired));

export const termsStepSchema = z.object({
  hear: optionalText(500),
  agreeTerms: z.literal(true, { error: MSG.mustAgreeTerms }),
});

/** The registration payload of SPEC.md section 3 (the confirmation is checked in the browser only). */
export const registerSchema = z
  .object({
    firstName: nameField(60),
    lastName: nameField(60),
    email: emailField(),
    password: newPasswordField(),
    ...personalFields,
    hear: optionalText(500),
    agreeTerms: z.literal(true, { error: MSG.mustAgreeTerms }),
  })
  .superRefine((v, ctx) => checkGuardian(v, ctx, MSG.guardianRequired, v.email))
  .transform(dropGuardianForMen);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/**
 * The code of an admin's second login step. The form only asks for one; the server knows which
 * codes it takes (authenticator or recovery) and says so.
 */
export const mfaCodeFormSchema = z.object({ code: requiredText(64, MSG_LOGIN.mfaCodeRequired) });
