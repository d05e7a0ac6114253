import { route } from '@/lib/server/http';
import { publicPushKey } from '@/lib/server/push/vapid-keys';

export const GET = route({ auth: 'public' }, () => publicPushKey());
