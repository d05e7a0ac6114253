import { universityConfirmSchema } from '@/lib/schemas/verification';
import { route } from '@/lib/server/http';
import { confirmUniversityEmail } from '@/lib/server/verification/confirm-university-email';

/** Public on purpose: the link's token is the credential, and it may be opened on a device she is not signed in on. */
export const POST = route({ auth: 'public', body: universityConfirmSchema }, ({ body }) => confirmUniversityEmail(body.token));
