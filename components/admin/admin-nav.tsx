'use client';

import { usePathname } from 'next/navigation';
import { AdminNavList, type AdminLink } from '@/components/admin/admin-header';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { signOutOfBackOffice } from '@/lib/actions/admin/sign-out';

/** The sections, the one this page belongs to marked (the address changes as staff move about). */
export function AdminNav({ links }: { links: readonly AdminLink[] }) {
  const pathname = usePathname();
  const current = links.find(({ href }) => pathname === href || pathname.startsWith(`${href}/`))?.href;
  return <AdminNavList links={links} current={current} />;
}

/** Sign out: a form (it posts to the server action), given this page's address to post to. */
export function SignOutForm() {
  const [, signOut] = usePageActionState(signOutOfBackOffice, undefined);
  return (
    <form action={signOut}>
      <button
        type="submit"
        className="inline-flex min-h-10 items-center rounded-md border border-white/30 px-3 text-sm font-semibold text-white outline-none hover:bg-white/10 focus-visible:ring-[3px] focus-visible:ring-spark"
      >
        Sign out
      </button>
    </form>
  );
}
