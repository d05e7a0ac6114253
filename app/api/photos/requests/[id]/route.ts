import { route } from '@/lib/server/http';
import { paramId } from '@/lib/server/ids';
import { withdrawPhotoAccess } from '@/lib/server/photo-requests/answer-request';

/** The owner withdraws access she or he granted (or declines a pending request). */
export const DELETE = route({ auth: 'member' }, ({ session, params }) => withdrawPhotoAccess(session.user.id, paramId(params)));
