import { listOutbox } from '@/lib/server/admin/outbox';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'admin' }, () => listOutbox());
