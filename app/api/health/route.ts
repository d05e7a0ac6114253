import { isDatabaseReachable } from '@/lib/server/db';

export const dynamic = 'force-dynamic';

export async function GET() {
  const ok = await isDatabaseReachable();
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
