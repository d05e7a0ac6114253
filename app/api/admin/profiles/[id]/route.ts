import { adminUpdateProfileSchema } from '@/lib/schemas/admin';
import { updateProfile } from '@/lib/server/admin/profiles';
import { route } from '@/lib/server/http';

export const PUT = route({ auth: 'admin', body: adminUpdateProfileSchema }, ({ session, params, body }) =>
  updateProfile(session.user.id, params.id as string, body),
);
