import { emailLinkSchema } from '@/lib/schemas/account';
import { confirmEmailChange } from '@/lib/server/account-email/confirm-email-change';
import { route } from '@/lib/server/http';

/** Public on purpose: the new address's inbox may be on a device she is not signed in on; the token is the credential. */
export const POST = route({ auth: 'public', body: emailLinkSchema }, ({ body }) => confirmEmailChange(body.token));
