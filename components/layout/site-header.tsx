import Link from 'next/link';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { NavMenu } from '@/components/layout/nav-menu';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { categoryLinks, networkLinks, primaryLinks, type NavLink } from '@/lib/navigation';
import { site } from '@/lib/site';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo name={site.name} />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavMenu label="Products">
            <MenuLinks links={categoryLinks} />
            <hr className="my-1 border-border" />
            <MenuLinks links={[{ href: '/products', label: 'All Products' }]} className="font-semibold" />
          </NavMenu>
          {primaryLinks.map((link) => (
            <Button key={link.href} asChild variant="ghost" size="sm">
              <Link href={link.href}>{link.label}</Link>
            </Button>
          ))}
          <NavMenu label="Join Our Network">
            <MenuLinks links={networkLinks} />
          </NavMenu>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="icon" className="hidden lg:inline-flex">
            <Link href="/search" aria-label="Search products">
              <Search className="size-5" />
            </Link>
          </Button>
          <Button asChild variant="accent" size="sm" className="hidden sm:inline-flex">
            <Link href="/inquiry">Enquire Now</Link>
          </Button>
          <MobileMenu>
            <MobileMenuSection title="Products" links={categoryLinks} />
            {primaryLinks.map((link) => (
              <MobileMenuLink key={link.href} link={link} />
            ))}
            <MobileMenuSection title="Join Our Network" links={networkLinks} />
            <MobileMenuLink link={{ href: '/search', label: 'Search Products' }} />
            <Button asChild variant="accent" className="mt-3">
              <Link href="/inquiry">Enquire Now</Link>
            </Button>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

/** The links of a header menu (NavMenu shows and hides them). */
function MenuLinks({ links, className = '' }: { links: NavLink[]; className?: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={`block rounded-sm px-3 py-2 text-sm outline-none hover:bg-muted hover:text-accent focus-visible:bg-muted focus-visible:text-accent ${className}`}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MobileMenuSection({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="py-1">
      <p className="px-3 py-1 text-xs font-bold uppercase tracking-wider text-muted-foreground">{title}</p>
      {links.map((link) => (
        <MobileMenuLink key={link.href} link={link} indent />
      ))}
    </div>
  );
}

function MobileMenuLink({ link, indent = false }: { link: NavLink; indent?: boolean }) {
  return (
    <Link href={link.href} className={`block rounded-md px-3 py-2.5 font-medium hover:bg-muted ${indent ? 'pl-6' : ''}`}>
      {link.label}
    </Link>
  );
}
