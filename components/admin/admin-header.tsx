import Link from 'next/link';
import { can } from '@/lib/domain/staff-roles';
import type { StaffSession } from '@/lib/auth/session';
import { cn } from '@/lib/utils';

// The back office's bar, drawn by its layout and by the not-found document
// (app/global-not-found.tsx). Nothing here is a client component: Next loads the not-found
// document's client components on every page of the site, so the layout brings its live navigation
// (components/admin/admin-nav.tsx) as children.

export type AdminLink = { href: string; label: string };

/** The sections this user may open. */
export function adminLinks(staff: StaffSession): AdminLink[] {
  const role = staff.user.role;
  return [
    ...(can(role, 'leads:read') ? [{ href: '/admin/leads', label: 'Leads' }] : []),
    ...(can(role, 'content:edit') ? [{ href: '/admin/news', label: 'News' }, { href: '/admin/products', label: 'Products' }, { href: '/admin/categories', label: 'Categories' }, { href: '/admin/dealers', label: 'Dealers' }] : []),
    ...(can(role, 'staff:manage') ? [{ href: '/admin/staff', label: 'Staff' }] : []),
    ...(can(role, 'audit:read') ? [{ href: '/admin/audit', label: 'Audit' }] : []),
    ...(can(role, 'notifications:manage') ? [{ href: '/admin/notifications', label: 'Notifications' }] : []),
    ...(can(role, 'personal-data:erase') ? [{ href: '/admin/personal-data', label: 'Personal data' }] : []),
    { href: '/admin/account', label: 'Account' },
  ];
}

/** The bar: the company's name, and for a signed-in user its navigation (children). */
export function AdminHeader({ companyName, signedIn, children }: { companyName: string; signedIn: boolean; children?: React.ReactNode }) {
  return (
    <header id="admin-header" className="bg-steel text-steel-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link href={signedIn ? '/admin' : '/admin/sign-in'} className="rounded-sm font-display text-lg font-bold tracking-wide text-white uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-spark">
          {companyName} <span className="font-sans text-sm font-semibold tracking-normal text-spark normal-case">Back office</span>
        </Link>
        {signedIn && (
          <nav aria-label="Back office" className="flex flex-wrap items-center gap-1">
            {children}
          </nav>
        )}
      </div>
    </header>
  );
}

/** The sections as links; the current one is marked for screen readers (aria-current) and the eye. */
export function AdminNavList({ links, current }: { links: readonly AdminLink[]; current?: string }) {
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {links.map(({ href, label }) => (
        <li key={href}>
          <Link
            href={href}
            aria-current={href === current ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-steel-foreground outline-none hover:bg-white/10 focus-visible:ring-[3px] focus-visible:ring-spark',
              href === current && 'bg-white/15 text-white underline decoration-spark decoration-2 underline-offset-8',
            )}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
