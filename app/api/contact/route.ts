import { concernSchema } from '@/lib/schemas/contact';
import { submitConcern } from '@/lib/server/contact/submit-concern';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'public', body: concernSchema, status: 201 }, ({ body, clientIp, session }) =>
  submitConcern(body, { clientIp, userId: session?.user.id }),
);
