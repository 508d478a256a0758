import Link from 'next/link';
import { DataTable } from '@/components/admin/data-table';
import type { InboxLead } from '@/db/queries/lead-inbox';
import { assigneeLabel, inboxLeadKindLabels, leadPagePath, leadStatusLabels, leadSummaryLabel } from '@/lib/domain/lead-workflow';
import { formatIndianDateTime } from '@/lib/domain/date-time';

/** `query`: the inbox's filter and page, carried to each lead so that its 'All leads' link comes back to them. */
export function LeadList({ leads, query, emptyText }: { leads: InboxLead[]; query: string; emptyText: string }) {
  if (leads.length === 0) return <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">{emptyText}</p>;
  return (
    // Who sent it and where it stands come first: on a phone they are what the first screen shows.
    <DataTable caption="Leads, newest first" columns={['From', 'Status', 'Assignee', 'Kind', 'About', 'Received']}>
      {leads.map((lead) => (
        <tr key={`${lead.kind}-${lead.id}`}>
          <td className="min-w-40">
            <Link href={leadPagePath(lead.kind, lead.id, query)} className="block font-medium underline">
              {lead.name ?? lead.email}
            </Link>
            {lead.name && (
              <a href={`mailto:${lead.email}`} className="block break-all text-muted-foreground hover:underline">
                {lead.email}
              </a>
            )}
          </td>
          <td className={lead.status === 'new' ? 'font-semibold' : undefined}>{leadStatusLabels[lead.status]}</td>
          <td>{lead.assigneeName ? assigneeLabel({ name: lead.assigneeName, role: lead.assigneeRole }, [lead.kind]) : <span className="text-muted-foreground">Nobody</span>}</td>
          <td className="font-semibold">{inboxLeadKindLabels[lead.kind]}</td>
          <td>{leadSummaryLabel(lead)}</td>
          <td className="whitespace-nowrap text-muted-foreground">
            <time dateTime={lead.createdAt.toISOString()}>{formatIndianDateTime(lead.createdAt)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
