import { reportSchema } from '@/lib/schemas/safety';
import { route } from '@/lib/server/http';
import { createReport } from '@/lib/server/safety/create-report';

export const POST = route({ auth: 'member', body: reportSchema, status: 201 }, ({ session, body }) => createReport(session.user, body));
