// Liveness: the process is up and serving. It does not touch the database, so a database outage
// makes the instance unready, not dead.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
