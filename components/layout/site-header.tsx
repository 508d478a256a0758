import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { NavMenu } from '@/components/layout/nav-menu';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { categoryLinks, networkLinks, primaryLinks } from '@/lib/navigation';
import { site } from '@/lib/site';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container-page site-header-bar">
        <Logo name={site.name} />
        <nav aria-label="Main" className="site-nav">
          <NavMenu label="Products" links={categoryLinks} lastLink={{ href: '/products', label: 'All Products' }} fallbackHref="/products" />
          {primaryLinks.map((link) => (
            <Button key={link.href} asChild variant="ghost" size="sm">
              <Link href={link.href}>{link.label}</Link>
            </Button>
          ))}
          <NavMenu label="Join Our Network" links={networkLinks} fallbackHref="/#network-heading" />
        </nav>
        <div className="site-header-actions">
          <Button asChild variant="ghost" size="icon" className="hidden lg:inline-flex">
            <Link href="/search" aria-label="Search products">
              <span className="icon-search size-5" />
            </Link>
          </Button>
          <Button asChild variant="accent" size="sm" className="hidden sm:inline-flex">
            <Link href="/inquiry">Enquire Now</Link>
          </Button>
          <MobileMenu primaryLinks={primaryLinks} categoryLinks={categoryLinks} networkLinks={networkLinks} />
        </div>
      </div>
    </header>
  );
}
