import Link from 'next/link';
import { AdminNav, SignOutForm } from '@/components/admin/admin-nav';
import { can } from '@/lib/domain/staff-roles';
import type { StaffSession } from '@/lib/auth/session';

/** The back office's own bar: the sections this user may open, and Sign out. */
export function AdminHeader({ companyName, staff }: { companyName: string; staff: StaffSession | null }) {
  const links = staff
    ? [
        ...(can(staff.user.role, 'leads:read') ? [{ href: '/admin/leads', label: 'Leads' }] : []),
        ...(can(staff.user.role, 'content:edit') ? [{ href: '/admin/news', label: 'News' }, { href: '/admin/products', label: 'Products' }, { href: '/admin/categories', label: 'Categories' }, { href: '/admin/dealers', label: 'Dealers' }] : []),
        ...(can(staff.user.role, 'staff:manage') ? [{ href: '/admin/staff', label: 'Staff' }] : []),
        ...(can(staff.user.role, 'audit:read') ? [{ href: '/admin/audit', label: 'Audit' }] : []),
        ...(can(staff.user.role, 'notifications:manage') ? [{ href: '/admin/notifications', label: 'Notifications' }] : []),
        ...(can(staff.user.role, 'personal-data:erase') ? [{ href: '/admin/personal-data', label: 'Personal data' }] : []),
        { href: '/admin/account', label: 'Account' },
      ]
    : [];
  return (
    <header id="admin-header" className="bg-steel text-steel-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link href={staff ? '/admin' : '/admin/sign-in'} className="rounded-sm font-display text-lg font-bold tracking-wide text-white uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-spark">
          {companyName} <span className="font-sans text-sm font-semibold tracking-normal text-spark normal-case">Back office</span>
        </Link>
        {staff && (
          <nav aria-label="Back office" className="flex flex-wrap items-center gap-1">
            <AdminNav links={links} />
            <SignOutForm />
          </nav>
        )}
      </div>
    </header>
  );
}
