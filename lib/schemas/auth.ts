import './jitless';
import { sameAddress, type GuardianFields } from '@/lib/shared/guardian';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_FORMS } from '@/lib/shared/messages/input';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';
import { z } from 'zod/mini';
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
  email: requiredText(254, MSG_AUTH.loginFillAll).check(z.toLowerCase()),
  password: z.string({ error: MSG_AUTH.loginFillAll }).check(z.minLength(1, MSG_AUTH.loginFillAll), z.maxLength(1024, MSG_AUTH.invalidCredentials)),
});
export type LoginInput = z.input<typeof loginSchema>;

export const accountStepSchema = z
  .object({
    firstName: nameField(60),
    lastName: nameField(60),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: z.string({ error: MSG_FORMS.fillRequired }).check(z.minLength(1, MSG_FORMS.fillRequired)),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { error: MSG_PASSWORD.passwordsMismatch, path: ['confirmPassword'] }));

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
export function checkGuardian(v: GuardianFields, ctx: z.core.$RefinementCtx, requiredMessage: string, ownEmail?: string) {
  if (v.gender !== 'female') return;
  if (!v.guardianEmail || !v.guardianPhone) {
    ctx.addIssue({ code: 'custom', message: requiredMessage, path: [v.guardianEmail ? 'guardianPhone' : 'guardianEmail'] });
  } else if (!isEmail(v.guardianEmail)) {
    ctx.addIssue({ code: 'custom', message: MSG_GUARDIAN.invalidGuardianEmail, path: ['guardianEmail'] });
  } else if (!isPhone(v.guardianPhone)) {
    ctx.addIssue({ code: 'custom', message: MSG_GUARDIAN.invalidGuardianPhone, path: ['guardianPhone'] });
  } else if (ownEmail && sameAddress(v.guardianEmail, ownEmail)) {
    ctx.addIssue({ code: 'custom', message: MSG_GUARDIAN.guardianEmailIsOwn, path: ['guardianEmail'] });
  }
}

/** Men never carry guardian contact details, whatever a client sends. */
export function dropGuardianForMen<T extends GuardianFields>(v: T): T {
  return v.gender === 'female'
    ? { ...v, guardianEmail: v.guardianEmail.toLowerCase() }
    : { ...v, guardianEmail: '', guardianPhone: '' };
}

export const personalStepSchema = z.object(personalFields).check(z.superRefine((v, ctx) => checkGuardian(v, ctx, MSG_GUARDIAN.guardianRequired)));

export const termsStepSchema = z.object({
  hear: optionalText(500),
  agreeTerms: z.literal(true, { error: MSG_AUTH.mustAgreeTerms }),
});

/** The registration payload of SPEC.md section 3 (the confirmation is checked in the browser only). */
export const registerSchema = z.pipe(
  z
    .object({
      firstName: nameField(60),
      lastName: nameField(60),
      email: emailField(),
      password: newPasswordField(),
      ...personalFields,
      hear: optionalText(500),
      agreeTerms: z.literal(true, { error: MSG_AUTH.mustAgreeTerms }),
    })
    .check(z.superRefine((v, ctx) => checkGuardian(v, ctx, MSG_GUARDIAN.guardianRequired, v.email))),
  z.transform(dropGuardianForMen),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/**
 * The code of an admin's second login step. The form only asks for one; the server knows which
 * codes it takes (authenticator or recovery) and says so.
 */
export const mfaCodeFormSchema = z.object({ code: requiredText(64, MSG_MFA.codeRequired) });
