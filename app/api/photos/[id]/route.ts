import { route } from '@/lib/server/http';
import { paramId } from '@/lib/server/ids';
import { deletePhoto } from '@/lib/server/photos/delete-photo';

export const DELETE = route({ auth: 'member' }, ({ session, params }) => deletePhoto(session.user.id, paramId(params)));
