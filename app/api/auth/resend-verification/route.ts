import { resendVerification } from '@/lib/server/account-email/resend-verification';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'user' }, ({ session }) => resendVerification(session.user));
