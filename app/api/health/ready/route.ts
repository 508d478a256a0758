import { databaseIsReady } from '@/db/queries/health';

// Readiness: the database is reachable and fully migrated. Up or down, nothing more.
export const dynamic = 'force-dynamic';

export async function GET() {
  const ready = await databaseIsReady();
  return Response.json(
    { status: ready ? 'ready' : 'unavailable' },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store', ...(ready ? {} : { 'Retry-After': '10' }) } },
  );
}
