import { adminDeleteAccountSchema } from '@/lib/schemas/account';
import { adminUpdateProfileSchema } from '@/lib/schemas/admin';
import { idParams } from '@/lib/schemas/params';
import { deleteProfile } from '@/lib/server/admin/delete-profile';
import { updateProfile } from '@/lib/server/admin/profiles';
import { route } from '@/lib/server/http';
import { MSG } from '@/lib/shared/messages';

export const PUT = route({ auth: 'admin', params: idParams(MSG.invalidUserProfile), body: adminUpdateProfileSchema }, ({ session, params, body }) =>
  updateProfile(session.user.id, params.id, body),
);

export const DELETE = route({ auth: 'admin', params: idParams(MSG.invalidUserProfile), body: adminDeleteAccountSchema }, ({ session, params, body }) =>
  deleteProfile(session.user.id, params.id, body),
);
