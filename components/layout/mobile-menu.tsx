'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { closeOnEscape, toggleMenu } from '@/components/layout/menu-toggle';
import { buttonVariants } from '@/components/ui/button-variants';
import type { NavLink } from '@/lib/navigation';

type Props = { primaryLinks: NavLink[]; categoryLinks: NavLink[]; networkLinks: NavLink[] };

/**
 * The small-screen menu: a toggle that opens the same links stacked, plus Search Products. Until
 * the page's scripts run (or without them) the toggle submits its form, a plain GET to the
 * footer's links on the same page.
 */
export function MobileMenu({ primaryLinks, categoryLinks, networkLinks }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <form action="#site-footer" className="lg:hidden" onKeyDown={closeOnEscape(open, () => setOpen(false))}>
      <button
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={toggleMenu(setOpen)}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {open ? <span className="icon-x size-6" /> : <span className="icon-menu size-6" />}
      </button>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="mobile-menu">
          <div className="container-page">
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
    </form>
  );
}

function MenuSection({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="py-1">
      <p className="mobile-menu-heading">{title}</p>
      {links.map((link) => (
        <MenuLink key={link.href} link={link} indent />
      ))}
    </div>
  );
}

function MenuLink({ link, indent = false }: { link: NavLink; indent?: boolean }) {
  return (
    <Link href={link.href} className={indent ? 'mobile-menu-link pl-6' : 'mobile-menu-link'}>
      {link.label}
    </Link>
  );
}
