import { checkDatabase } from '@/db/queries/health';
import { requestLog } from '@/lib/core/log';

// Readiness: the database is reachable and fully migrated.
export const dynamic = 'force-dynamic';

export async function GET() {
  const status = await checkDatabase();
  if (!status.ready) (await requestLog()).warn('not ready', { applied: status.applied, expected: status.expected, error: status.error });
  return Response.json(
    { status: status.ready ? 'ready' : 'unavailable', migrations: { applied: status.applied, expected: status.expected } },
    { status: status.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
