import { universityEmailSchema } from '@/lib/schemas/verification';
import { route } from '@/lib/server/http';
import { requestUniversityEmail } from '@/lib/server/verification/request-university-email';

export const POST = route({ auth: 'member', body: universityEmailSchema, status: 202 }, ({ session, body }) => requestUniversityEmail(session.user, body.email));
