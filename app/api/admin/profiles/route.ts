import { adminCreateProfileSchema } from '@/lib/schemas/admin';
import { createProfile, listProfiles } from '@/lib/server/admin/profiles';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'admin' }, ({ request }) =>
  listProfiles(Math.max(0, Number(new URL(request.url).searchParams.get('offset')) || 0)),
);

export const POST = route({ auth: 'admin', body: adminCreateProfileSchema, status: 201 }, ({ session, body }) =>
  createProfile(session.user.id, body),
);
