import Link from 'next/link';
import { AdminSection } from '@/components/admin/notice';
import type { LeadStatus } from '@/lib/domain/lead-workflow';
import { can, type StaffRole } from '@/lib/domain/staff-roles';

/**
 * On a dealer application's page: the dealer made from it, or, once the application is Won, the
 * way to make one in one step (for a role that may edit dealers as well as read leads: admins).
 */
export function ApplicationDealer({ applicationId, status, dealer, role }: { applicationId: string; status: LeadStatus; dealer: { id: string; name: string } | null; role: StaffRole }) {
  const mayCreate = can(role, 'content:edit');
  return (
    <AdminSection title="Dealer">
      {dealer ? (
        <p role="status">
          <span className="font-semibold">Dealer created:</span>{' '}
          {mayCreate ? (
            <Link href={`/admin/dealers/${dealer.id}`} className="font-semibold underline underline-offset-2">
              {dealer.name}
            </Link>
          ) : (
            dealer.name
          )}
        </p>
      ) : status !== 'won' ? (
        <p className="text-sm text-muted-foreground">Once this application is Won, it can become a dealer on the locator in one step.</p>
      ) : mayCreate ? (
        <p>
          <Link
            href={`/admin/dealers/new?application=${applicationId}`}
            className="inline-flex min-h-10 items-center rounded-md bg-accent px-4 font-semibold text-accent-foreground hover:bg-accent-hover"
          >
            Create dealer
          </Link>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">The application is Won: an administrator can now turn it into a dealer.</p>
      )}
    </AdminSection>
  );
}
