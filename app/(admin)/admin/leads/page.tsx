import type { Metadata } from 'next';
import { Notice, PageTitle } from '@/components/admin/notice';
import { LeadList } from '@/components/admin/lead-list';
import { listLatestLeads } from '@/db/queries/lead-inbox';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Leads' };

const SHOWN = 50;

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('leads:read');
  const [leads, query] = await Promise.all([listLatestLeads(SHOWN), searchParams]);
  return (
    <>
      {query.denied && <Notice tone="warning">Your role does not open that page. Ask an administrator if you need it.</Notice>}
      <PageTitle lead={`The latest ${SHOWN} leads of every kind, newest first.`}>Leads</PageTitle>
      <LeadList leads={leads} />
    </>
  );
}
