import { issueToken } from '@/lib/server/paypal-simulator/auth';
import { json, simRoute } from '@/lib/server/paypal-simulator/http';

export const POST = simRoute(async (request) => {
  const { status, body } = await issueToken(request);
  return json(body, status);
});
