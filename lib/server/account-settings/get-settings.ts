import { eq } from 'drizzle-orm';
import { accountSettings, type AccountSettingsRow } from '@/models';
import { getDb } from '../db';

export type AccountSettings = {
  readReceipts: boolean;
  missedMessageEmails: boolean;
  push: { messages: boolean; photoRequests: boolean; moderation: boolean };
};

/** Everything on until she turns it off: a member without a row has these. */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  readReceipts: true,
  missedMessageEmails: true,
  push: { messages: true, photoRequests: true, moderation: true },
};

export function presentSettings(row: AccountSettingsRow | undefined): AccountSettings {
  if (!row) return DEFAULT_ACCOUNT_SETTINGS;
  return {
    readReceipts: row.readReceipts,
    missedMessageEmails: row.missedMessageEmails,
    push: { messages: row.pushMessages, photoRequests: row.pushPhotoRequests, moderation: row.pushModeration },
  };
}

/** GET /api/account/settings, and every rule that follows one of her choices. */
export async function getAccountSettings(userId: string): Promise<AccountSettings> {
  const db = await getDb();
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId)).limit(1);
  return presentSettings(row);
}
