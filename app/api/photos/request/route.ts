import { photoRequestSchema } from '@/lib/schemas/photos';
import { route } from '@/lib/server/http';
import { createPhotoRequest } from '@/lib/server/photo-requests/create-request';

export const POST = route({ auth: 'member', body: photoRequestSchema, status: 201 }, ({ session, body }) => createPhotoRequest(session.user, body.targetUserId));
