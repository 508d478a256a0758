import { z } from 'zod';
import { inboxLeadKinds, leadStatuses, leadStatusLabels } from '@/lib/domain/lead-workflow';
import type { AdminField } from '@/lib/schemas/staff';

// The lead page's forms: which lead (hidden inputs), and what staff change on it.

export const NOTE_MAX = 4000;

const leadRef = { kind: z.enum(inboxLeadKinds, { error: 'Choose a lead.' }), id: z.uuid({ error: 'Choose a lead.' }) };

export const leadStatusForm = {
  fields: [{ name: 'status', label: 'Status', type: 'select', options: leadStatuses.map((status) => [status, leadStatusLabels[status]] as const) }] satisfies AdminField[],
  schema: z.object({ ...leadRef, status: z.enum(leadStatuses, { error: 'Choose a status.' }) }),
};

/** `assignee` is a staff member's id, or empty for nobody. */
export const leadAssigneeSchema = z.object({
  ...leadRef,
  assignee: z.union([z.literal(''), z.uuid({ error: 'Choose a staff member.' })], { error: 'Choose a staff member.' }),
});

export const leadNoteForm = {
  fields: [{ name: 'note', label: 'Note', type: 'textarea', maxLength: NOTE_MAX, hint: 'What happened, what comes next. Everyone working leads can read it.' }] satisfies AdminField[],
  schema: z.object({
    ...leadRef,
    note: z
      .string({ error: 'Write the note.' })
      .trim()
      .min(1, { error: 'Write the note.' })
      .max(NOTE_MAX, { error: `Keep the note under ${NOTE_MAX} characters.` }),
  }),
};

/** The resend button: which lead only. */
export const leadRefSchema = z.object(leadRef);
