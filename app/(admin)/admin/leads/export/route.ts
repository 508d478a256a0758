import { audit, clientOf, getAuthRuntime } from '@/lib/auth/runtime';
import { staffOrRefusal } from '@/lib/auth/route-guard';
import { leadFilterFromQuery } from '@/lib/domain/lead-workflow';
import { leadsCsv } from '@/lib/leads/csv';

// The inbox's current filter (the same query string) as a CSV download. Audited with what was
// filtered, never the search words (they may be someone's name).

export async function GET(request: Request) {
  const access = await staffOrRefusal('leads:read', request);
  if ('response' in access) return access.response;
  const url = new URL(request.url);
  const filter = leadFilterFromQuery(Object.fromEntries(url.searchParams));
  const runtime = await getAuthRuntime();
  await audit(
    runtime,
    {
      action: 'leads_exported',
      actor: access.staff.user,
      details: { kind: filter.kind ?? 'all', status: filter.status ?? 'any', assigned: filter.assignee ? 'filtered' : 'any', category: filter.category ?? 'any', dates: Boolean(filter.from || filter.to), search: Boolean(filter.search) },
    },
    clientOf(runtime, { headers: request.headers }),
  );
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Response(leadsCsv(filter), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${filter.kind ?? 'all'}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
