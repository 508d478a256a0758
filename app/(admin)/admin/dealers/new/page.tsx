import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DealerEditor } from '@/components/admin/dealer-editor';
import { Notice, PageTitle } from '@/components/admin/notice';
import { getApplicationForConversion } from '@/db/queries/dealers-admin';
import { createDealerRecord } from '@/lib/actions/admin/save-dealer';
import { requireStaff } from '@/lib/auth/session';
import { isUuid, leadKindPermissions } from '@/lib/domain/lead-workflow';
import { dealerAdminMessages, dealerValuesFromApplication } from '@/lib/schemas/dealer-admin';

export const metadata: Metadata = { title: 'New dealer' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new dealer; with ?application=<id>, made from a Won dealer application (admins: it needs the dealer applications too). */
export default async function NewDealerPage({ searchParams }: Props) {
  const { application: applicationParam } = await searchParams;
  if (applicationParam === undefined) {
    await requireStaff('content:edit');
    return (
      <>
        <PageTitle lead="Its id is made from the business name and city. Active, it appears on the locator within seconds.">New dealer</PageTitle>
        <DealerEditor action={createDealerRecord} mode="create" values={{ is_active: 'on' }} hidden={{}} submitLabel="Create dealer" />
      </>
    );
  }

  await requireStaff('content:edit');
  await requireStaff('leads:read');
  await requireStaff(leadKindPermissions.dealer_application);
  const applicationId = Array.isArray(applicationParam) ? applicationParam[0] : applicationParam;
  if (!isUuid(applicationId)) notFound();
  const application = await getApplicationForConversion(applicationId);
  if (!application) notFound();
  const leadLink = (
    <Link href={`/admin/leads/dealer_application/${application.id}`} className="font-semibold underline underline-offset-2">
      Back to the application
    </Link>
  );
  if (application.dealer) {
    return (
      <>
        <PageTitle>New dealer from {application.business_name}</PageTitle>
        <Notice tone="warning">
          {dealerAdminMessages.alreadyConverted(application.dealer.name)}{' '}
          <Link href={`/admin/dealers/${application.dealer.id}`} className="font-semibold underline underline-offset-2">
            Open the dealer
          </Link>
        </Notice>
        <p>{leadLink}</p>
      </>
    );
  }
  if (application.status !== 'won') {
    return (
      <>
        <PageTitle>New dealer from {application.business_name}</PageTitle>
        <Notice tone="warning">{dealerAdminMessages.applicationNotWon}</Notice>
        <p>{leadLink}</p>
      </>
    );
  }
  return (
    <>
      <p className="text-sm">{leadLink}</p>
      <PageTitle lead="Prefilled from the dealer application: check every field, tick the categories the dealer carries, then create it.">New dealer from {application.business_name}</PageTitle>
      <DealerEditor
        action={createDealerRecord}
        mode="create"
        values={dealerValuesFromApplication(application)}
        hidden={{ source_application_id: application.id }}
        submitLabel="Create dealer"
      />
    </>
  );
}
