import './jitless';
import { z } from 'zod/mini';
import { emailField, newPasswordField, requiredText } from './fields';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_FORMS } from '@/lib/shared/messages/input';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';

export const forgotPasswordSchema = z.object({ email: emailField() });

export const setPasswordSchema = z
  .object({
    token: requiredText(200, MSG_AUTH.setPasswordLinkInvalid),
    password: newPasswordField(),
    confirmPassword: z.optional(z.string({ error: MSG_FORMS.fillRequired }).check(z.minLength(1, MSG_FORMS.fillRequired))),
  })
  .check(
    z.refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
      error: MSG_PASSWORD.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );

/** POST /api/auth/change-password, and the profile page's form. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MSG_FORMS.fillRequired }).check(z.minLength(1, MSG_FORMS.fillRequired), z.maxLength(1024, MSG_PASSWORD.passwordTooLong)),
  newPassword: newPasswordField(),
});
