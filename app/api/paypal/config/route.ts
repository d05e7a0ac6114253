import { route } from '@/lib/server/http';
import { paypalPublicConfig } from '@/lib/server/paypal/public-config';

export const GET = route({ auth: 'public' }, async () => paypalPublicConfig());
