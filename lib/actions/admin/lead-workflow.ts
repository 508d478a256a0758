'use server';

import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { addLeadNote, assignLead, findInboxLead, setLeadStatus, type InboxLead } from '@/db/queries/lead-inbox';
import { requeueLeadNotification } from '@/db/queries/outbox';
import { failed, runAdminAction, signedIn, succeeded, type AdminActionContext } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { audit } from '@/lib/auth/runtime';
import { FORBIDDEN_MESSAGE } from '@/lib/auth/session';
import { isNotifiedLeadKind, leadStatusLabels, mayOpenLeadKind, unassignableMessage, type InboxLeadKind } from '@/lib/domain/lead-workflow';
import { leadAssigneeSchema, leadNoteForm, leadRefSchema, leadStatusForm } from '@/lib/schemas/lead-workflow';

// What staff do on a lead's page. Each action checks the session and role itself, that the role
// opens the lead's kind, then that the lead still exists (it may have been erased meanwhile).

type LeadInput = { kind: InboxLeadKind; id: string };
type LeadWork<S extends z.ZodType<LeadInput>> = (
  input: z.output<S>,
  context: { lead: InboxLead; user: ReturnType<typeof signedIn>; runtime: AdminActionContext['runtime'] },
) => Promise<AdminFormState>;

/** The steps every lead action shares: staff with leads:read whose role opens the kind, a lead that exists, a fresh lead page. */
function runLeadAction<S extends z.ZodType<LeadInput>>(name: string, formData: FormData, schema: S, work: LeadWork<S>): Promise<AdminFormState> {
  return runAdminAction({
    name,
    formData,
    schema,
    access: { permission: 'leads:read' },
    run: async (input, { runtime, staff }) => {
      const user = signedIn(staff);
      const { kind, id } = input as LeadInput;
      // Refused by the kind alone, before the lead is looked for: the answer says nothing of the id.
      if (!mayOpenLeadKind(user.role, kind)) return failed(FORBIDDEN_MESSAGE);
      const lead = await findInboxLead(kind, id);
      if (!lead) return failed('This lead no longer exists: it may have been erased.');
      const result = await work(input, { lead, user, runtime });
      revalidatePath(`/admin/leads/${kind}/${id}`);
      return result;
    },
  });
}

const subjectOf = ({ kind, id }: LeadInput) => ({ type: kind, id });

export async function changeLeadStatus(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runLeadAction('change-lead-status', formData, leadStatusForm.schema, async ({ kind, id, status }, { lead, user, runtime }) => {
    const changed = await setLeadStatus({ kind, id }, status, user);
    if (changed) await audit(runtime, { action: 'lead_status_changed', actor: user, subject: subjectOf({ kind, id }), details: { from: lead.status, to: status } });
    return succeeded(changed ? `Status set to ${leadStatusLabels[status]}.` : `The status already was ${leadStatusLabels[status]}.`);
  });
}

export async function changeLeadAssignee(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runLeadAction('change-lead-assignee', formData, leadAssigneeSchema, async ({ kind, id, assignee }, { user, runtime }) => {
    const assignment = await assignLead({ kind, id }, assignee === '' ? null : assignee, user);
    switch (assignment.outcome) {
      case 'no_such_staff':
        return failed('That staff member no longer exists.', { assignee: 'Choose a staff member.' });
      case 'cannot_work_leads':
        return failed(unassignableMessage(assignment.assignee, kind), { assignee: 'Choose a staff member who works leads.' });
      case 'unchanged':
        return succeeded(assignment.assignee ? `The lead already was assigned to ${assignment.assignee.name}.` : 'The lead already was assigned to nobody.');
      case 'assigned':
        await audit(runtime, { action: 'lead_assigned', actor: user, subject: subjectOf({ kind, id }), details: { assignee: assignment.assignee?.name ?? null } });
        return succeeded(assignment.assignee ? `Assigned to ${assignment.assignee.name}.` : 'Assigned to nobody.');
    }
  });
}

export async function addNoteToLead(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runLeadAction('add-lead-note', formData, leadNoteForm.schema, async ({ kind, id, note }, { user }) => {
    await addLeadNote({ kind, id }, note, user);
    return succeeded('Note added.');
  });
}

export async function resendLeadNotification(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runLeadAction('resend-lead-notification', formData, leadRefSchema, async ({ kind, id }, { user, runtime }) => {
    if (!isNotifiedLeadKind(kind)) return failed('Leads of this kind send no notification.');
    if (!(await requeueLeadNotification(kind, id))) return failed('The notification is being sent right now, or none was queued for this lead.');
    await audit(runtime, { action: 'lead_notification_resent', actor: user, subject: subjectOf({ kind, id }) });
    return succeeded('The notification is queued and goes out within a minute.');
  });
}
