import { listAudit } from '@/lib/server/admin/audit';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'admin' }, () => listAudit());
