import './jitless';
import { z } from 'zod';
import { emailField, newPasswordField, requiredText } from './fields';
import { MSG } from '@/lib/shared/messages';

export const forgotPasswordSchema = z.object({ email: emailField() });

export const setPasswordSchema = z
  .object({
    token: requiredText(200, MSG.setPasswordLinkInvalid),
    password: newPasswordField(),
    confirmPassword: z.string({ error: MSG.fillRequired }).min(1, MSG.fillRequired).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** POST /api/auth/change-password, and the profile page's form. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MSG.fillRequired }).min(1, MSG.fillRequired).max(1024, MSG.passwordTooLong),
  newPassword: newPasswordField(),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
