import { deleteOwnAccountSchema } from '@/lib/schemas/account';
import { profileSchema } from '@/lib/schemas/profile';
import { route } from '@/lib/server/http';
import { deleteOwnAccount } from '@/lib/server/users/delete-own-account';
import { getOwnProfile, saveOwnProfile } from '@/lib/server/users/own-profile';

export const GET = route({ auth: 'user' }, async ({ session }) => getOwnProfile(session));
export const POST = route({ auth: 'user', body: profileSchema }, ({ session, body }) => saveOwnProfile(session, body));
export const DELETE = route({ auth: 'user', body: deleteOwnAccountSchema }, ({ session, body }) => deleteOwnAccount(session, body));
