export const dynamic = 'force-dynamic';

// Liveness only: no route() wrapper, because a stray Authorization header would make it look up a session in the database.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
