import './jitless';
import { z } from 'zod';
import { MSG, MSG_SESSIONS } from '@/lib/shared/messages';

/** A 6-digit authenticator code or a recovery code; spaces and dashes typed along are ignored. */
export const mfaCodeField = z
  .string({ error: MSG_SESSIONS.mfaCodeFormat })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^(\d{6}|[A-Z0-9]{10})$/, MSG_SESSIONS.mfaCodeFormat));

/** Turning it on takes a code from the app itself, never a recovery code. */
export const mfaEnableSchema = z.object({
  code: z
    .string({ error: MSG_SESSIONS.mfaCodeFormat })
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, MSG_SESSIONS.mfaCodeFormat)),
});
export type MfaEnableInput = z.input<typeof mfaEnableSchema>;

export const mfaLoginSchema = z.object({
  mfaToken: z.string({ error: MSG_SESSIONS.mfaStepExpired }).min(1, MSG_SESSIONS.mfaStepExpired).max(2000, MSG_SESSIONS.mfaStepExpired),
  code: mfaCodeField,
});
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;

export const mfaDisableSchema = z.object({
  password: z.string({ error: MSG.fillRequired }).min(1, MSG.fillRequired).max(1024, MSG.invalidCredentials),
  code: mfaCodeField,
});
export type MfaDisableInput = z.input<typeof mfaDisableSchema>;
