import { emailLinkSchema } from '@/lib/schemas/account';
import { verifyEmail } from '@/lib/server/account-email/verify-email';
import { route } from '@/lib/server/http';

/** Public on purpose: the link's token is the credential, and it may be opened on a device she is not signed in on. */
export const POST = route({ auth: 'public', body: emailLinkSchema }, ({ body }) => verifyEmail(body.token));
