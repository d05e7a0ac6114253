import { exportAccount } from '@/lib/server/data-export/export-account';
import { route } from '@/lib/server/http';

/** Her data as a zip, streamed; any signed-in member, subscribed or not. */
export const GET = route({ auth: 'user' }, ({ session }) => exportAccount(session.user));
