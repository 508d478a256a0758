'use server';

import { findLeadsOf } from '@/db/queries/lead-erasure';
import { runAdminAction, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { inboxLeadKindLabels } from '@/lib/domain/lead-workflow';
import { findPersonForm } from '@/lib/schemas/personal-data';

/** What the page lists before an erasure: every lead stored about the person. */
export type PersonalDataFound = { person: string; leads: { key: string; kind: string; received: string; name: string | null; href: string }[] };

export async function findPersonalData(_previous: AdminFormState<PersonalDataFound>, formData: FormData): Promise<AdminFormState<PersonalDataFound>> {
  return runAdminAction({
    name: 'find-personal-data',
    formData,
    schema: findPersonForm.schema,
    access: { permission: 'personal-data:erase' },
    run: async ({ person }) => {
      const leads = await findLeadsOf({ person });
      const typed = String(formData.get('person') ?? '').trim();
      return succeeded(leads.length === 0 ? `Nothing is stored about ${typed}.` : `${leads.length === 1 ? '1 lead holds' : `${leads.length} leads hold`} ${typed}.`, {
        person: typed,
        leads: leads.map((lead) => ({
          key: `${lead.kind}-${lead.id}`,
          kind: inboxLeadKindLabels[lead.kind],
          received: formatIndianDateTime(lead.createdAt),
          name: lead.name,
          href: `/admin/leads/${lead.kind}/${lead.id}`,
        })),
      });
    },
  });
}
