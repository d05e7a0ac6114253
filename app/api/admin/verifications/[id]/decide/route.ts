import { verificationDecisionSchema, verificationIdParams } from '@/lib/schemas/verification';
import { route } from '@/lib/server/http';
import { decideVerification } from '@/lib/server/verification/decide-verification';

export const POST = route({ auth: 'admin', params: verificationIdParams, badParams: 'not_found', body: verificationDecisionSchema }, ({ session, params, body }) =>
  decideVerification(session.user, params.id, body),
);
