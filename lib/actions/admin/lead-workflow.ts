'use server';

import { revalidatePath } from 'next/cache';
import { addLeadNote, assignLead, findInboxLead, listAssignableStaff, setLeadStatus } from '@/db/queries/lead-inbox';
import { requeueLeadNotification } from '@/db/queries/outbox';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { audit } from '@/lib/auth/runtime';
import { isNotifiedLeadKind, leadStatusLabels, type InboxLeadKind } from '@/lib/domain/lead-workflow';
import { leadAssigneeSchema, leadNoteForm, leadRefSchema, leadStatusForm } from '@/lib/schemas/lead-workflow';

// What staff do on a lead's page. Each action checks the session and role itself, then that the
// lead still exists (it may have been erased meanwhile).

const LEAD_GONE_MESSAGE = 'This lead no longer exists: it may have been erased.';
const leadPath = (kind: InboxLeadKind, id: string) => `/admin/leads/${kind}/${id}`;
const subjectOf = (kind: InboxLeadKind, id: string) => ({ type: kind, id });

export async function changeLeadStatus(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'change-lead-status',
    formData,
    schema: leadStatusForm.schema,
    access: { permission: 'leads:read' },
    run: async ({ kind, id, status }, { runtime, staff }) => {
      const user = signedIn(staff);
      const lead = await findInboxLead(kind, id);
      if (!lead) return failed(LEAD_GONE_MESSAGE);
      const changed = await setLeadStatus({ kind, id }, status, user);
      if (changed) await audit(runtime, { action: 'lead_status_changed', actor: user, subject: subjectOf(kind, id), details: { from: lead.status, to: status } });
      revalidatePath(leadPath(kind, id));
      return succeeded(changed ? `Status set to ${leadStatusLabels[status]}.` : `The status already was ${leadStatusLabels[status]}.`);
    },
  });
}

export async function changeLeadAssignee(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'change-lead-assignee',
    formData,
    schema: leadAssigneeSchema,
    access: { permission: 'leads:read' },
    run: async ({ kind, id, assignee }, { runtime, staff }) => {
      const user = signedIn(staff);
      const assigneeId = assignee === '' ? null : assignee;
      if (!(await findInboxLead(kind, id))) return failed(LEAD_GONE_MESSAGE);
      const member = assigneeId ? (await listAssignableStaff()).find((candidate) => candidate.id === assigneeId) : null;
      if (assigneeId && !member) return failed('That staff member no longer exists.', { assignee: 'Choose a staff member.' });
      const changed = await assignLead({ kind, id }, assigneeId, user);
      if (changed) await audit(runtime, { action: 'lead_assigned', actor: user, subject: subjectOf(kind, id), details: { assignee: member?.name ?? null } });
      revalidatePath(leadPath(kind, id));
      return succeeded(member ? `Assigned to ${member.name}.` : 'Assigned to nobody.');
    },
  });
}

export async function addNoteToLead(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'add-lead-note',
    formData,
    schema: leadNoteForm.schema,
    access: { permission: 'leads:read' },
    run: async ({ kind, id, note }, { staff }) => {
      const user = signedIn(staff);
      if (!(await findInboxLead(kind, id))) return failed(LEAD_GONE_MESSAGE);
      await addLeadNote({ kind, id }, note, user);
      revalidatePath(leadPath(kind, id));
      return succeeded('Note added.');
    },
  });
}

export async function resendLeadNotification(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'resend-lead-notification',
    formData,
    schema: leadRefSchema,
    access: { permission: 'leads:read' },
    run: async ({ kind, id }, { runtime, staff }) => {
      const user = signedIn(staff);
      if (!isNotifiedLeadKind(kind)) return failed('Leads of this kind send no notification.');
      if (!(await requeueLeadNotification(kind, id))) return failed('The notification is being sent right now, or none was queued for this lead.');
      await audit(runtime, { action: 'lead_notification_resent', actor: user, subject: subjectOf(kind, id) });
      revalidatePath(leadPath(kind, id));
      return succeeded('The notification is queued and goes out within a minute.');
    },
  });
}
