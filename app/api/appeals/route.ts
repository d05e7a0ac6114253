import { appealSchema } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { submitAppeal } from '@/lib/server/moderation/submit-appeal';

export const POST = route({ auth: 'public', body: appealSchema, status: 201 }, ({ body, clientIp }) => submitAppeal(body, clientIp));
