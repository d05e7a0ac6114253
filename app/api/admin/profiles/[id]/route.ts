import { adminDeleteAccountSchema } from '@/lib/schemas/account';
import { adminUpdateProfileSchema } from '@/lib/schemas/admin';
import { idParams } from '@/lib/schemas/params';
import { deleteProfile } from '@/lib/server/admin/delete-profile';
import { updateProfile } from '@/lib/server/admin/profiles';
import { route } from '@/lib/server/http';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

export const PUT = route({ auth: 'admin', params: idParams(MSG_MEMBERS.invalidUserProfile), body: adminUpdateProfileSchema }, ({ session, params, body }) =>
  updateProfile(session.user.id, params.id, body),
);

export const DELETE = route({ auth: 'admin', params: idParams(MSG_MEMBERS.invalidUserProfile), body: adminDeleteAccountSchema }, ({ session, params, body }) =>
  deleteProfile(session.user.id, params.id, body),
);
