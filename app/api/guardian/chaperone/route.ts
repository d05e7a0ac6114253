import { chaperoneSchema } from '@/lib/schemas/guardian';
import { setChaperoneMode } from '@/lib/server/guardians/set-chaperone';
import { route } from '@/lib/server/http';

export const PUT = route({ auth: 'user', body: chaperoneSchema }, ({ session, body }) => setChaperoneMode(session.user, body.mode));
