import { retryMail } from '@/lib/server/admin/outbox';
import { route } from '@/lib/server/http';
import { paramId } from '@/lib/server/ids';

export const POST = route({ auth: 'admin' }, ({ session, params }) => retryMail(session.user.id, paramId(params)));
