import type { Metadata } from 'next';
import { AdminSection, PageTitle } from '@/components/admin/notice';
import { PersonalDataErasure } from '@/components/admin/personal-data-erasure';
import { requireStaff } from '@/lib/auth/session';
import { env } from '@/lib/core/env';
import { erasePersonForm, findPersonForm } from '@/lib/schemas/personal-data';

export const metadata: Metadata = { title: 'Personal data' };

export default async function PersonalDataPage() {
  await requireStaff('personal-data:erase');
  const retention = env.LEAD_RETENTION_MONTHS;
  return (
    <>
      <PageTitle lead="Requests under the Digital Personal Data Protection Act, 2023: find everything the website stored about one person, and erase it.">Personal data</PageTitle>
      <AdminSection title="Find and erase" description="Looks through every kind of lead: enquiries, quote requests, dealer and career applications, launch notifications and newsletter sign-ups.">
        <PersonalDataErasure findFields={findPersonForm.fields} eraseFields={erasePersonForm.fields} />
      </AdminSection>
      <AdminSection title="Retention">
        <p className="text-sm">
          {retention
            ? `Leads older than ${retention} months are purged every day, with their resumes, notes and e-mails (LEAD_RETENTION_MONTHS).`
            : 'Leads are kept until erased: no retention period is set (LEAD_RETENTION_MONTHS).'}
        </p>
      </AdminSection>
    </>
  );
}
