import { DataTable } from '@/components/admin/data-table';
import { inboxLeadKindLabels, type InboxLead } from '@/db/queries/lead-inbox';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { inquiryProductCategoryLabels, positionLabels } from '@/lib/domain/options';

/** What a lead is about, in words (enquiries and applications store option keys). */
function summaryOf(lead: InboxLead): string {
  if (!lead.summary) return '';
  if (lead.kind === 'inquiry') return inquiryProductCategoryLabels[lead.summary as keyof typeof inquiryProductCategoryLabels] ?? lead.summary;
  if (lead.kind === 'career_application') return positionLabels[lead.summary as keyof typeof positionLabels] ?? lead.summary;
  return lead.summary;
}

export function LeadList({ leads }: { leads: InboxLead[] }) {
  if (leads.length === 0) return <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">No leads yet. Every form the website sends lands here.</p>;
  return (
    <DataTable caption="Latest leads, newest first" columns={['Received', 'Kind', 'From', 'About']}>
      {leads.map((lead) => (
        <tr key={`${lead.kind}-${lead.id}`}>
          <td className="whitespace-nowrap text-muted-foreground">
            <time dateTime={lead.createdAt.toISOString()}>{formatIndianDateTime(lead.createdAt)}</time>
          </td>
          <td className="font-semibold">{inboxLeadKindLabels[lead.kind]}</td>
          <td>
            {lead.name && <span className="block font-medium">{lead.name}</span>}
            <span className="block break-all text-muted-foreground">{lead.email}</span>
          </td>
          <td>{summaryOf(lead)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
