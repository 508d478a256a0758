'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { NavLink } from '@/lib/navigation';

type Props = { primaryLinks: NavLink[]; categoryLinks: NavLink[]; networkLinks: NavLink[] };

export function MobileMenu({ primaryLinks, categoryLinks, networkLinks }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="lg:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X className="size-6" /> : <Menu className="size-6" />}
      </Button>
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
            <Button asChild variant="accent" className="mt-3">
              <Link href="/inquiry">Enquire Now</Link>
            </Button>
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
