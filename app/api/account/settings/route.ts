import { accountSettingsSchema } from '@/lib/schemas/account-settings';
import { getAccountSettings } from '@/lib/server/account-settings/get-settings';
import { updateAccountSettings } from '@/lib/server/account-settings/update-settings';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'user' }, ({ session }) => getAccountSettings(session.user.id));
export const PUT = route({ auth: 'user', body: accountSettingsSchema }, ({ session, body }) => updateAccountSettings(session.user.id, body));
