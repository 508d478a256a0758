import type { Metadata } from 'next';
import Link from 'next/link';
import { DataTable } from '@/components/admin/data-table';
import { DealerActivationButton, DealerStatusBadge } from '@/components/admin/dealer-status';
import { PageTitle } from '@/components/admin/notice';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { listDealersForAdmin } from '@/db/queries/dealers-admin';
import { requireStaff } from '@/lib/auth/session';
import { searchText } from '@/lib/domain/filter-query';
import { dealerListStatuses, type DealerListStatus } from '@/lib/schemas/dealer-admin';

export const metadata: Metadata = { title: 'Dealers' };

const statusLabels: Record<DealerListStatus, string> = { all: 'Active and inactive', active: 'Active', inactive: 'Inactive' };
const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function AdminDealersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('content:edit');
  const query = await searchParams;
  const search = searchText(query.q) ?? '';
  const requested = firstOf(query.status);
  const status: DealerListStatus = (dealerListStatuses as readonly string[]).includes(requested) ? (requested as DealerListStatus) : 'all';
  const dealers = await listDealersForAdmin({ search, status });
  return (
    <>
      <PageTitle lead="The dealer network as the locator on /dealers shows it: active dealers appear there within seconds of a save.">Dealers</PageTitle>
      <p>
        <Link href="/admin/dealers/new" className="inline-flex min-h-10 items-center rounded-md bg-accent px-4 font-semibold text-accent-foreground hover:bg-accent-hover">
          New dealer
        </Link>
      </p>
      <form method="get" action="/admin/dealers" aria-label="Find dealers" className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1">
          <Label htmlFor="dealer-search">Search</Label>
          <Input id="dealer-search" name="q" type="search" defaultValue={search} maxLength={200} placeholder="Name, city or pincode" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="dealer-status">Status</Label>
          <NativeSelect id="dealer-status" name="status" defaultValue={status}>
            {dealerListStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="accent">
          Find
        </Button>
      </form>
      {dealers.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">No dealer matches.</p>
      ) : (
        <DataTable caption={`Dealers (${dealers.length})`} columns={['Business name', 'City', 'State', 'Pincode', 'Status', '']}>
          {dealers.map((dealer) => (
            <tr key={dealer.id}>
              <td className="font-semibold">
                <Link href={`/admin/dealers/${dealer.id}`} className="underline-offset-2 hover:underline">
                  {dealer.name}
                </Link>
              </td>
              <td>{dealer.city}</td>
              <td>{dealer.state}</td>
              <td className="tabular-nums">{dealer.pincode}</td>
              <td>
                <DealerStatusBadge active={dealer.is_active} />
              </td>
              <td>
                <DealerActivationButton dealer={dealer} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
