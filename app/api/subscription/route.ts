import { route } from '@/lib/server/http';
import { membership } from '@/lib/server/subscriptions/membership';

export const GET = route({ auth: 'user' }, ({ session }) => membership(session));
