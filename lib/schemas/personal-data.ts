import { z } from 'zod';
import type { PersonRef } from '@/lib/domain/lead-workflow';
import type { AdminField } from '@/lib/schemas/staff';

// The data protection page's forms: whose data (an e-mail address or a phone number), and the
// confirmation that erases it.

const PERSON_MESSAGE = 'Enter an e-mail address, or a phone number of at least 10 digits.';

/** An e-mail address (it has an @) or a phone number (10 digits or more, any spacing, +91 allowed). */
export const personIdentifier = z
  .string({ error: PERSON_MESSAGE })
  .trim()
  .max(254, { error: PERSON_MESSAGE })
  .transform((value, context): PersonRef => {
    if (value.includes('@')) {
      if (z.email().safeParse(value).success) return { email: value.toLowerCase() };
    } else if (/^\+?[0-9 ()-]+$/.test(value) && value.replace(/\D/g, '').length >= 10) {
      return { phoneDigits: value.replace(/\D/g, '') };
    }
    context.addIssue({ code: 'custom', message: PERSON_MESSAGE });
    return z.NEVER;
  });

export const findPersonForm = {
  fields: [{ name: 'person', label: 'E-mail or phone', type: 'text', autoComplete: 'off', maxLength: 254, hint: 'Exactly as the person gives it: an e-mail address in any case, or a phone number with or without +91 and spaces.' }] satisfies AdminField[],
  schema: z.object({ person: personIdentifier }),
};

export const erasePersonForm = {
  fields: [{ name: 'confirm', label: 'Erase all of it. This cannot be undone.', type: 'checkbox' }] satisfies AdminField[],
  schema: z.object({
    person: personIdentifier,
    confirm: z.literal('on', { error: 'Tick the box to confirm the erasure.' }),
  }),
};
