import './jitless';
import { z } from 'zod';
import { MSG_ACCOUNT_SETTINGS } from '@/lib/shared/messages/account';

const toggle = z.boolean({ error: MSG_ACCOUNT_SETTINGS.invalid });

/**
 * PUT /api/account/settings: any of her settings, the rest left as they are. Unknown keys are
 * refused rather than dropped, so a misspelt setting is never reported as saved.
 */
export const accountSettingsSchema = z
  .strictObject(
    {
      readReceipts: toggle.optional(),
      missedMessageEmails: toggle.optional(),
      push: z
        .strictObject(
          { messages: toggle.optional(), photoRequests: toggle.optional(), moderation: toggle.optional() },
          { error: MSG_ACCOUNT_SETTINGS.invalid },
        )
        .optional(),
    },
    { error: MSG_ACCOUNT_SETTINGS.invalid },
  )
  .refine(
    (input) => input.readReceipts !== undefined || input.missedMessageEmails !== undefined || input.push !== undefined,
    MSG_ACCOUNT_SETTINGS.nothingToChange,
  );
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;
