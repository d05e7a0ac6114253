import { bearerToken } from '@/lib/server/auth/session';
import { route } from '@/lib/server/http';
import { readMetrics } from '@/lib/server/ops/read-metrics';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'public' }, async ({ request }) => {
  const { contentType, text } = await readMetrics(bearerToken(request.headers.get('authorization')));
  return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
