import { changeEmailSchema } from '@/lib/schemas/account';
import { requestEmailChange } from '@/lib/server/account-email/request-email-change';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'user', body: changeEmailSchema, status: 202 }, ({ session, body }) => requestEmailChange(session, body));
