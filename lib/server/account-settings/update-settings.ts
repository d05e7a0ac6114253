import type { AccountSettingsInput } from '@/lib/schemas/account-settings';
import { accountSettings } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { type AccountSettings, DEFAULT_ACCOUNT_SETTINGS, presentSettings } from './get-settings';

/** Only the columns she named: a missing key keeps what she chose before (or the default). */
function changedColumns(input: AccountSettingsInput) {
  return Object.fromEntries(
    Object.entries({
      readReceipts: input.readReceipts,
      missedMessageEmails: input.missedMessageEmails,
      pushMessages: input.push?.messages,
      pushPhotoRequests: input.push?.photoRequests,
      pushModeration: input.push?.moderation,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Record<'readReceipts' | 'missedMessageEmails' | 'pushMessages' | 'pushPhotoRequests' | 'pushModeration', boolean>>;
}

/** PUT /api/account/settings: one upsert, so two tabs saving at once cannot lose a change. */
export async function updateAccountSettings(userId: string, input: AccountSettingsInput): Promise<AccountSettings> {
  const changes = changedColumns(input);
  const updatedAt = now();
  const defaults = DEFAULT_ACCOUNT_SETTINGS;
  const db = await getDb();
  const [row] = await db
    .insert(accountSettings)
    .values({
      userId,
      readReceipts: defaults.readReceipts,
      missedMessageEmails: defaults.missedMessageEmails,
      pushMessages: defaults.push.messages,
      pushPhotoRequests: defaults.push.photoRequests,
      pushModeration: defaults.push.moderation,
      ...changes,
      updatedAt,
    })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { ...changes, updatedAt } })
    .returning();
  return presentSettings(row);
}
