import { adminCreateProfileSchema, adminProfileListQuerySchema } from '@/lib/schemas/admin';
import { createProfile, listProfiles } from '@/lib/server/admin/profiles';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'admin', query: adminProfileListQuerySchema }, ({ query }) => listProfiles(query.offset));

export const POST = route({ auth: 'admin', body: adminCreateProfileSchema, status: 201 }, ({ session, body }) =>
  createProfile(session.user.id, body),
);
