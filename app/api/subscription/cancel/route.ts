import { route } from '@/lib/server/http';
import { cancelMembership } from '@/lib/server/subscriptions/cancel';

export const POST = route({ auth: 'user' }, ({ session }) => cancelMembership(session));
