'use server';

import { revalidatePath } from 'next/cache';
import { runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { audit } from '@/lib/auth/runtime';
import { eraseLeadsEverywhere } from '@/lib/leads/erasure';
import { erasePersonForm } from '@/lib/schemas/personal-data';
import { getResumeStore } from '@/lib/storage';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Erases everything stored about one person (DPDP Act 2023): their leads of every kind with status,
 * notes and history, resume files, and queued or written e-mails. The audit entry keeps counts,
 * never the address or number.
 */
export async function erasePersonalData(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'erase-personal-data',
    formData,
    schema: erasePersonForm.schema,
    access: { permission: 'personal-data:erase' },
    run: async ({ person }, { runtime, staff }) => {
      const outcome = await eraseLeadsEverywhere({ person }, { store: getResumeStore() });
      await audit(runtime, {
        action: 'personal_data_erased',
        actor: signedIn(staff),
        details: {
          by: 'email' in person ? 'e-mail' : 'phone',
          leads: outcome.leads,
          ...Object.fromEntries(Object.entries(outcome.counts).filter(([, n]) => n > 0)),
          resumes: outcome.resumeKeys.length,
          mails: outcome.outboxIds.length,
          mail_copies: outcome.mailCopiesRemoved,
        },
      });
      revalidatePath('/admin/leads');
      return succeeded(
        `Erased ${plural(outcome.leads, 'lead', 'leads')}, ${plural(outcome.resumeKeys.length, 'resume', 'resumes')}, ${plural(outcome.outboxIds.length, 'e-mail', 'e-mails')} and ${plural(outcome.mailCopiesRemoved, 'saved e-mail file', 'saved e-mail files')}. The audit log records the erasure without the address or number.`,
      );
    },
  });
}
