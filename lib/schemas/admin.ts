import './jitless';
import { z } from 'zod/mini';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import type { GuardianFields } from '@/lib/shared/guardian';
import { checkGuardian, dropGuardianForMen } from './auth';
import { ageField, emailField, nameField, newPasswordField, optionalText, preprocess, universityField } from './fields';

/** The admin form says 'Male'/'Female'; profiles store the member form's 'male'/'female'. */
const adminGender = (requiredMessage: string) =>
  preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['male', 'female'], { error: requiredMessage }));

const flag = z._default(z.optional(z.boolean({ error: MSG_INPUT.invalidRequest })), false);

/** An empty password is omitted: the server then generates one and emails a set-password link. */
const optionalPassword = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(newPasswordField()));

function adminProfileFields(requiredMessage: string) {
  return {
    firstName: nameField(60, requiredMessage),
    lastName: nameField(60, requiredMessage),
    age: ageField(requiredMessage),
    gender: adminGender(requiredMessage),
    university: universityField(120, requiredMessage),
    description: optionalText(2000),
    lookingFor: optionalText(2000),
    hear: optionalText(500),
    guardianEmail: optionalText(254),
    guardianPhone: optionalText(30),
    isStudent: flag,
    isGraduate: flag,
    isAdmin: flag,
    password: optionalPassword,
  };
}

type AdminFields = GuardianFields & { isStudent: boolean; isGraduate: boolean; email?: string };

function checkAdminRules(v: AdminFields, ctx: z.core.$RefinementCtx) {
  if (v.isStudent && v.isGraduate) {
    ctx.addIssue({ code: 'custom', message: MSG_ADMIN.adminStudentAndGraduate, path: ['isGraduate'] });
  } else if (!v.isStudent && !v.isGraduate) {
    ctx.addIssue({ code: 'custom', message: MSG_ADMIN.adminStudentOrGraduate, path: ['isStudent'] });
  }
  // Editing, the email is not in the input: the service checks the account's own (assertGuardianNotSelf).
  checkGuardian(v, ctx, MSG_ADMIN.adminGuardianRequired, v.email);
}

/** Student or graduate becomes the profile's status; men carry no guardian details. */
function toProfile<T extends AdminFields>({ isStudent, isGraduate: _graduate, ...rest }: T) {
  const status: 'student' | 'graduate' = isStudent ? 'student' : 'graduate';
  return { ...dropGuardianForMen(rest), status };
}

export const adminCreateProfileSchema = z.pipe(
  z.object({ email: emailField(MSG_ADMIN.adminFillRequired), ...adminProfileFields(MSG_ADMIN.adminFillRequired) }).check(z.superRefine(checkAdminRules)),
  z.transform(toProfile),
);

/** Edit: the email is fixed, so whatever email a client sends is not part of the input. */
export const adminUpdateProfileSchema = z.pipe(
  z.object({ ...adminProfileFields(MSG_ADMIN.adminEditFillRequired), suspended: flag }).check(z.superRefine(checkAdminRules)),
  z.transform(toProfile),
);

export type AdminCreateProfile = z.output<typeof adminCreateProfileSchema>;
export type AdminUpdateProfile = z.output<typeof adminUpdateProfileSchema>;
export type AdminProfileInput = z.input<typeof adminCreateProfileSchema>;

/** `?offset=` of the admin profile list: a whole number, or absent for the first page. */
export const adminProfileListQuerySchema = z.object({
  offset: z._default(
    z.coerce
      .number({ error: MSG_INPUT.invalidOffset })
      .check(z.int(MSG_INPUT.invalidOffset), z.gte(0, MSG_INPUT.invalidOffset), z.lte(Number.MAX_SAFE_INTEGER, MSG_INPUT.invalidOffset)),
    0,
  ),
});
