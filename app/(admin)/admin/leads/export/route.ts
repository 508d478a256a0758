import contentDisposition from 'content-disposition';
import { audit, clientOf, getAuthRuntime } from '@/lib/auth/runtime';
import { staffOrRefusal } from '@/lib/auth/route-guard';
import type { StaffSession } from '@/lib/auth/session';
import { queryOf } from '@/lib/domain/filter-query';
import { leadFilterNarrows, leadKindsOf, type LeadFilter } from '@/lib/domain/lead-workflow';
import { leadExportFilter, leadsCsv } from '@/lib/leads/csv';
import { site } from '@/lib/site';

// The inbox's current filter (the same query string) as a CSV download, of the kinds of lead the
// role opens only (another kind asked for is refused, never widened). Audited with what was
// filtered, never the search words (they may be someone's name). HEAD answers the same headers
// and is no export: nothing is read, streamed or audited.

/** The filter asked for (a repeated parameter by its first value, as the inbox reads it), or a 400 saying why nothing can be exported. */
function filterOf(request: Request, staff: StaffSession): { filter: LeadFilter } | { response: Response } {
  const asked = leadExportFilter(queryOf(new URL(request.url).searchParams), leadKindsOf(staff.user.role));
  if ('filter' in asked) return asked;
  return { response: new Response(asked.refusal, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' } }) };
}

function headersOf(filter: LeadFilter) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  // Narrowed beyond its kind (status, dates, words…): the file's name says it is not all of them.
  const narrowed = leadFilterNarrows({ ...filter, kind: undefined });
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': contentDisposition(`leads-${filter.kind ?? 'all'}${narrowed ? '-filtered' : ''}-${day}.csv`),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

export async function GET(request: Request) {
  const access = await staffOrRefusal('leads:read', request);
  if ('response' in access) return access.response;
  const asked = filterOf(request, access.staff);
  if ('response' in asked) return asked.response;
  const { filter } = asked;
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
  return new Response(leadsCsv(filter, site.url), { headers: headersOf(filter) });
}

/** What an export would answer (a link checker, `curl -I`), without exporting anything. */
export async function HEAD(request: Request) {
  const access = await staffOrRefusal('leads:read', request);
  if ('response' in access) return new Response(null, { status: access.response.status, headers: access.response.headers });
  const asked = filterOf(request, access.staff);
  if ('response' in asked) return new Response(null, { status: asked.response.status, headers: asked.response.headers });
  return new Response(null, { headers: headersOf(asked.filter) });
}
