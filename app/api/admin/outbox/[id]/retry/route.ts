import { idParams } from '@/lib/schemas/params';
import { retryMail } from '@/lib/server/admin/outbox';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'admin', params: idParams('Invalid mail id.') }, ({ session, params }) => retryMail(session.user.id, params.id));
