import { route } from '@/lib/server/http';
import { listPhotoRequests } from '@/lib/server/photo-requests/list-requests';

export const GET = route({ auth: 'member' }, ({ session }) => listPhotoRequests(session.user.id, 'received'));
