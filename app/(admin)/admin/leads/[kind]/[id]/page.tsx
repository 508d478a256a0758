import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/admin/action-form';
import { LeadHistory } from '@/components/admin/lead-history';
import { ApplicationDealer } from '@/components/admin/application-dealer';
import { AdminSection, Notice, PageTitle } from '@/components/admin/notice';
import { findDealerFromApplication } from '@/db/queries/dealers-admin';
import { findInboxLead, listAssignableStaff, listLeadEvents } from '@/db/queries/lead-inbox';
import { loadLead } from '@/db/queries/leads';
import { findLeadNotification } from '@/db/queries/outbox';
import { addNoteToLead, changeLeadAssignee, changeLeadStatus, resendLeadNotification } from '@/lib/actions/admin/lead-workflow';
import { requireStaff } from '@/lib/auth/session';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { assigneeLabel, inboxLeadKindLabels, isInboxLeadKind, isNotifiedLeadKind, isUuid, leadFilterQuery, mayOpenLeadKind, strandedAssigneeNotice } from '@/lib/domain/lead-workflow';
import { can } from '@/lib/domain/staff-roles';
import { leadFieldRows, type LeadFieldRow } from '@/lib/lead-forms';
import { leadNoteForm, leadStatusForm } from '@/lib/schemas/lead-workflow';
import type { AdminField } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Lead' };

const notificationWords = { pending: 'Waiting to be sent', sending: 'Being sent now', sent: 'Sent', failed: 'Failed' } as const;

/** An e-mail address or phone number as a link staff can tap to write or call. */
function ContactValue({ row }: { row: LeadFieldRow }) {
  if (!row.value || !row.contact) return row.value;
  const href = row.contact === 'email' ? `mailto:${row.value}` : `tel:${row.value.replace(/[^\d+]/g, '')}`;
  return (
    <a className="underline" href={href}>
      {row.value}
    </a>
  );
}

export default async function LeadPage({ params, searchParams }: { params: Promise<{ kind: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireStaff('leads:read');
  const { kind, id } = await params;
  // The inbox's filter and page came along (components/admin/lead-list.tsx): 'All leads' goes back to them.
  const inboxQuery = leadFilterQuery(await searchParams, {});
  // A kind the role does not open is a lead that does not exist (proxy.ts answers it so too): no id is confirmed.
  if (!isInboxLeadKind(kind) || !isUuid(id) || !mayOpenLeadKind(viewer.user.role, kind)) notFound();
  const lead = await findInboxLead(kind, id);
  if (!lead) notFound();
  const [record, notification, events, staff, dealer] = await Promise.all([
    isNotifiedLeadKind(kind) ? loadLead(kind, id) : null,
    isNotifiedLeadKind(kind) ? findLeadNotification(kind, id) : null,
    listLeadEvents({ kind, id }),
    listAssignableStaff([kind]),
    kind === 'dealer_application' ? findDealerFromApplication(id) : null,
  ]);
  const sections = record ? leadFieldRows(record.kind, record.lead) : [{ section: 'Sign-up', rows: [{ name: 'email', label: 'E-mail', value: lead.email, contact: 'email' as const }, ...(lead.summary ? [{ name: 'product', label: 'Product', value: lead.summary }] : [])] }];
  const utm = record ? Object.entries(record.lead.utm) : [];
  const hidden = { kind, id };
  // Assigned before their role changed to one that does not see this kind: still shown as the assignee
  // (the select keeps its value), named as such, and offered to nobody else.
  const strandedAssignee = lead.assigneeId && lead.assigneeName && !staff.some((member) => member.id === lead.assigneeId) ? { id: lead.assigneeId, name: lead.assigneeName, role: lead.assigneeRole } : null;
  const assigneeField: AdminField = {
    name: 'assignee',
    label: 'Assignee',
    type: 'select',
    options: [['', 'Nobody'], ...staff.map((member) => [member.id, member.name] as const), ...(strandedAssignee ? [[strandedAssignee.id, assigneeLabel(strandedAssignee, [kind])] as const] : [])],
  };
  const resumeKey = record?.kind === 'career_application' ? record.lead.resume_url : null;

  return (
    <>
      <p className="text-sm">
        <Link href={`/admin/leads${inboxQuery}`} className="underline">
          ← All leads
        </Link>
      </p>
      <PageTitle lead={`Received ${formatIndianDateTime(lead.createdAt)}`}>
        {inboxLeadKindLabels[kind]}: {lead.name ?? lead.email}
      </PageTitle>

      <AdminSection title="Work on this lead">
        {strandedAssignee && <Notice tone="warning">{strandedAssigneeNotice(strandedAssignee, kind)}</Notice>}
        <div className="grid gap-6 md:grid-cols-2">
          <ActionForm id="lead-status" action={changeLeadStatus} fields={leadStatusForm.fields} hidden={hidden} defaults={{ status: lead.status }} submitLabel="Save status" pendingLabel="Saving…" inline />
          <ActionForm id="lead-assignee" action={changeLeadAssignee} fields={[assigneeField]} hidden={hidden} defaults={{ assignee: lead.assigneeId ?? '' }} submitLabel="Save assignee" pendingLabel="Saving…" inline />
        </div>
        <ActionForm id="lead-note" action={addNoteToLead} fields={leadNoteForm.fields} hidden={hidden} submitLabel="Add note" pendingLabel="Adding…" guardUnsaved />
      </AdminSection>

      {kind === 'dealer_application' && <ApplicationDealer applicationId={id} status={lead.status} dealer={dealer} role={viewer.user.role} />}

      <AdminSection
        title="History"
        description={
          // Who opened it too (a resume downloaded, a notification queued again): the audit log, for those who may read it.
          can(viewer.user.role, 'audit:read') ? (
            <Link href={`/admin/audit?q=${id}`} className="underline">
              Audit entries about this lead
            </Link>
          ) : undefined
        }
      >
        <LeadHistory events={events} />
      </AdminSection>

      {sections.map(({ section, rows }) => (
        <AdminSection key={section} title={section}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
            {rows.map((row) => (
              <div key={row.name} className="contents">
                <dt className="text-sm font-semibold text-muted-foreground">{row.label}</dt>
                <dd className="break-words whitespace-pre-wrap">{row.value ? <ContactValue row={row} /> : <span className="text-muted-foreground">not provided</span>}</dd>
              </div>
            ))}
          </dl>
        </AdminSection>
      ))}

      {resumeKey && (
        <AdminSection title="Resume">
          <p>
            <a className="font-semibold underline" href={`/admin/leads/career_application/${id}/resume`}>
              Download resume
            </a>
          </p>
        </AdminSection>
      )}

      {record && (
        <AdminSection title="Origin">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
            <dt className="text-sm font-semibold text-muted-foreground">Source page</dt>
            <dd>{record.lead.source_page ?? <span className="text-muted-foreground">not recorded</span>}</dd>
            {utm.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-sm font-semibold text-muted-foreground">{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </AdminSection>
      )}

      {isNotifiedLeadKind(kind) && (
        <AdminSection title="Notification e-mail">
          {notification ? (
            <>
              <p>
                <span className="font-semibold">{notification.status === 'pending' && notification.attempts > 0 ? 'Retrying' : notificationWords[notification.status]}</span>
                {notification.sentAt && <> on {formatIndianDateTime(notification.sentAt)}</>}
                {notification.attempts > 0 && <> after {notification.attempts === 1 ? '1 attempt' : `${notification.attempts} attempts`}</>}.
              </p>
              {notification.lastError && notification.status !== 'sent' && <p className="text-sm text-destructive">Last error: {notification.lastError}</p>}
              <ActionForm id="lead-resend" action={resendLeadNotification} fields={[]} hidden={hidden} submitLabel="Resend notification" pendingLabel="Queueing…" variant="outline" />
            </>
          ) : (
            <p className="text-muted-foreground">No notification was queued for this lead.</p>
          )}
        </AdminSection>
      )}
    </>
  );
}
