import { retryMail } from '@/lib/server/admin/outbox';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'admin' }, ({ params }) => retryMail(params.id as string));
