'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useHydrated } from '@/components/forms/use-hydrated';
import { closeOnEscape } from '@/components/layout/close-on-escape';
import { buttonVariants } from '@/components/ui/button-variants';
import type { NavLink } from '@/lib/navigation';

type Props = { primaryLinks: NavLink[]; categoryLinks: NavLink[]; networkLinks: NavLink[] };

/**
 * The small-screen menu: a toggle that opens the same links stacked, plus Search Products.
 * In the served HTML (without JavaScript, or before it runs) the toggle is a <details>'s summary,
 * so the links are there and open without scripts; the scripts replace it with the button.
 */
export function MobileMenu({ primaryLinks, categoryLinks, networkLinks }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  const menu = (hidden: boolean) => (
    <nav id="mobile-menu" aria-label="Mobile" hidden={hidden} className="mobile-menu">
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
  );

  if (!hydrated) {
    return (
      <details className="lg:hidden">
        <summary aria-label="Menu" className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'menu-summary' })}>
          <span className="icon-menu size-6" />
        </summary>
        {menu(false)}
      </details>
    );
  }

  return (
    <div
      className="lg:hidden"
      onKeyDown={closeOnEscape(open, () => setOpen(false), toggle)}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {open ? <span className="icon-x size-6" /> : <span className="icon-menu size-6" />}
      </button>
      {/* Kept in the page while closed, so that the toggle's aria-controls always names it. */}
      {menu(!open)}
    </div>
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
