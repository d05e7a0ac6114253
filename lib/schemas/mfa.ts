import './jitless';
import { z } from 'zod/mini';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { MSG_FORMS } from '@/lib/shared/messages/input';

/** A 6-digit authenticator code or a recovery code; spaces and dashes typed along are ignored. */
export const mfaCodeField = z.string({ error: MSG_MFA.codeFormat }).check(
  z.overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase()),
  z.regex(/^(\d{6}|[A-Z0-9]{10})$/, MSG_MFA.codeFormat),
);

/** Turning it on takes a code from the app itself, never a recovery code. */
export const mfaEnableSchema = z.object({
  code: z.string({ error: MSG_MFA.codeFormat }).check(
    z.overwrite((v) => v.replace(/\s/g, '')),
    z.regex(/^\d{6}$/, MSG_MFA.codeFormat),
  ),
});
export type MfaEnableInput = z.input<typeof mfaEnableSchema>;

export const mfaLoginSchema = z.object({
  mfaToken: z.string({ error: MSG_MFA.stepExpired }).check(z.minLength(1, MSG_MFA.stepExpired), z.maxLength(2000, MSG_MFA.stepExpired)),
  code: mfaCodeField,
});

export const mfaDisableSchema = z.object({
  password: z.string({ error: MSG_FORMS.fillRequired }).check(z.minLength(1, MSG_FORMS.fillRequired), z.maxLength(1024, MSG_AUTH.invalidCredentials)),
  code: mfaCodeField,
});
export type MfaDisableInput = z.input<typeof mfaDisableSchema>;
