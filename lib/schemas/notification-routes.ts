import { z } from 'zod';
import { notifiedLeadKinds } from '@/lib/domain/lead-workflow';
import type { AdminField } from '@/lib/schemas/staff';

// The notification routing form: one per kind of lead with a notification e-mail.

export const MAX_RECIPIENTS = 10;
const RECIPIENTS_MESSAGE = 'Enter e-mail addresses separated by commas, or leave it empty for the default.';

/** Comma-separated addresses (spaces and semicolons also separate), normalised; empty: the default. */
const recipients = z
  .string({ error: RECIPIENTS_MESSAGE })
  .max(2000, { error: RECIPIENTS_MESSAGE })
  .transform((value, context) => {
    const addresses = value.split(/[\s,;]+/).filter(Boolean);
    if (addresses.length === 0) return null;
    const invalid = addresses.find((address) => !z.email().safeParse(address).success);
    if (invalid) context.addIssue({ code: 'custom', message: `${invalid.slice(0, 80)} is not an e-mail address. ${RECIPIENTS_MESSAGE}` });
    else if (addresses.length > MAX_RECIPIENTS) context.addIssue({ code: 'custom', message: `At most ${MAX_RECIPIENTS} addresses.` });
    return [...new Set(addresses.map((address) => address.toLowerCase()))].join(', ');
  });

export const notificationRouteForm = {
  fields: (fallback: string): AdminField[] => [{ name: 'recipients', label: 'Recipients', type: 'text', maxLength: 2000, hint: `Comma-separated. Empty: ${fallback} (from the server's settings).` }],
  schema: z.object({ kind: z.enum(notifiedLeadKinds, { error: 'Choose a kind of lead.' }), recipients }),
};
