'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { signOutOfBackOffice } from '@/lib/actions/admin/sign-out';
import { cn } from '@/lib/utils';

/** The back office's sections; the current one is marked for screen readers (aria-current) and the eye. */
export function AdminNav({ links }: { links: readonly { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {links.map(({ href, label }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-steel-foreground outline-none hover:bg-white/10 focus-visible:ring-[3px] focus-visible:ring-spark',
                current && 'bg-white/15 text-white underline decoration-spark decoration-2 underline-offset-8',
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
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
