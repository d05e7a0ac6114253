import './jitless';
import { z } from 'zod/mini';
import { MSG_ACCOUNT_SETTINGS } from '@/lib/shared/messages/account';

const toggle = z.boolean({ error: MSG_ACCOUNT_SETTINGS.invalid });

/**
 * PUT /api/account/settings: any of her settings, the rest left as they are. Unknown keys are
 * refused rather than dropped, so a misspelt setting is never reported as saved.
 */
export const accountSettingsSchema = z
  .strictObject(
    {
      readReceipts: z.optional(toggle),
      missedMessageEmails: z.optional(toggle),
      push: z.optional(
        z.strictObject({ messages: z.optional(toggle), photoRequests: z.optional(toggle), moderation: z.optional(toggle) }, { error: MSG_ACCOUNT_SETTINGS.invalid }),
      ),
    },
    { error: MSG_ACCOUNT_SETTINGS.invalid },
  )
  .check(
    z.refine(
      (input) => input.readReceipts !== undefined || input.missedMessageEmails !== undefined || input.push !== undefined,
      MSG_ACCOUNT_SETTINGS.nothingToChange,
    ),
  );
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;
