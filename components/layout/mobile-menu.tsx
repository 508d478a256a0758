'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button-variants';
import type { NavLink } from '@/lib/navigation';

type Props = { primaryLinks: NavLink[]; categoryLinks: NavLink[]; networkLinks: NavLink[] };

/** The small-screen menu: a toggle that opens the same links stacked, plus Search Products. */
export function MobileMenu({ primaryLinks, categoryLinks, networkLinks }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div
      className="lg:hidden"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {open ? <span className="icon-x size-6" /> : <span className="icon-menu size-6" />}
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg"
        >
          <div className="container-page flex flex-col gap-1 py-4">
            <MenuSection title="Products" links={categoryLinks} />
            {primaryLinks.map((link) => (
              <MenuLink key={link.href} link={link} />
            ))}
            <MenuSection title="Join Our Network" links={networkLinks} />
            <MenuLink link={{ href: '/search', label: 'Search Products' }} />
            <Link href="/inquiry" className={buttonVariants({ variant: 'accent', className: 'mt-3' })}>
              Enquire Now
            </Link>
          </div>
        </nav>
      )}
    </div>
  );
}

function MenuSection({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="py-1">
      <p className="px-3 py-1 text-xs font-bold uppercase tracking-wider text-muted-foreground">{title}</p>
      {links.map((link) => (
        <MenuLink key={link.href} link={link} indent />
      ))}
    </div>
  );
}

function MenuLink({ link, indent = false }: { link: NavLink; indent?: boolean }) {
  return (
    <Link href={link.href} className={`block rounded-md px-3 py-2.5 font-medium hover:bg-muted ${indent ? 'pl-6' : ''}`}>
      {link.label}
    </Link>
  );
}
