import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DealerEditor } from '@/components/admin/dealer-editor';
import { DealerActivationButton, DealerStatusBadge } from '@/components/admin/dealer-status';
import { AdminSection, Notice, PageTitle } from '@/components/admin/notice';
import { getDealerForEditing } from '@/db/queries/dealers-admin';
import { saveDealer } from '@/lib/actions/admin/save-dealer';
import { requireStaff } from '@/lib/auth/session';
import { mayOpenLeadKind } from '@/lib/domain/lead-workflow';

export const metadata: Metadata = { title: 'Edit dealer' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditDealerPage({ params, searchParams }: Props) {
  const staff = await requireStaff('content:edit');
  const [{ id }, { saved }] = await Promise.all([params, searchParams]);
  const dealer = await getDealerForEditing(id);
  if (!dealer) notFound();
  const values = {
    name: dealer.name,
    address: dealer.address,
    city: dealer.city,
    state: dealer.state,
    pincode: dealer.pincode,
    phone: dealer.phone,
    email: dealer.email,
    categories: dealer.categories.join(','),
    map_url: dealer.map_url ?? '',
    is_active: dealer.is_active ? 'on' : '',
  };
  const locatorLink = `/dealers?near=${dealer.pincode}#find-a-dealer`;
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/dealers" className="underline">
          ← All dealers
        </Link>
      </p>
      {saved && (
        <Notice tone="success">
          Saved. {dealer.is_active ? 'The dealer is on the locator (a change shows there within 10 seconds).' : 'The dealer is inactive: it is not on the locator.'}
        </Notice>
      )}
      <PageTitle
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <DealerStatusBadge active={dealer.is_active} />
            <span>Id {dealer.id}</span>
            {dealer.is_active && (
              <a href={locatorLink} className="font-semibold text-foreground underline underline-offset-2">
                See it on the locator
              </a>
            )}
            {dealer.source_application_id && mayOpenLeadKind(staff.user.role, 'dealer_application') && (
              <Link href={`/admin/leads/dealer_application/${dealer.source_application_id}`} className="font-semibold text-foreground underline underline-offset-2">
                The dealer application it was made from
              </Link>
            )}
          </span>
        }
      >
        {dealer.name}
      </PageTitle>
      <DealerEditor
        // A save reloads the page with the new version: the form starts again from it.
        key={dealer.version}
        action={saveDealer}
        mode="edit"
        values={values}
        hidden={{ id: dealer.id, version: String(dealer.version) }}
        submitLabel="Save dealer"
      />
      <AdminSection title={dealer.is_active ? 'Deactivate' : 'Reactivate'} description={dealer.is_active ? 'Takes the dealer off the locator; it stays here and can be reactivated.' : 'Shows the dealer on the locator again.'}>
        <DealerActivationButton key={dealer.version} dealer={dealer} />
      </AdminSection>
    </>
  );
}
