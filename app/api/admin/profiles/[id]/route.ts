import { adminUpdateProfileSchema } from '@/lib/schemas/admin';
import { updateProfile } from '@/lib/server/admin/profiles';
import { route } from '@/lib/server/http';
import { paramId } from '@/lib/server/ids';

export const PUT = route({ auth: 'admin', body: adminUpdateProfileSchema }, ({ session, params, body }) =>
  updateProfile(session.user.id, paramId(params), body),
);
