import { readiness } from '@/lib/server/ops/readiness';

export const dynamic = 'force-dynamic';

// No route() wrapper: a stray Authorization header must not send readiness to the database for a session.
export async function GET() {
  const state = await readiness();
  const body = state.ready ? { status: 'ready' } : { status: 'not_ready', reason: state.reason };
  return Response.json(body, { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
