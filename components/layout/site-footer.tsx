import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { categoryLinks, footerQuickLinks } from '@/lib/navigation';
import { site } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="bg-steel text-steel-foreground">
      <div className="hazard-stripe h-1.5" aria-hidden="true" />
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo name={site.name} inverted />
          <p className="text-sm leading-relaxed">{site.tagline}</p>
        </div>
        <FooterList title="Product Categories" links={categoryLinks} />
        <FooterList title="Quick Links" links={[...footerQuickLinks, { href: '/privacy', label: 'Privacy Notice' }]} />
        <div>
          <h2 className="footer-heading">Get in Touch</h2>
          <ul className="footer-links space-y-3 text-sm">
            <li className="flex gap-2">
              <span className="icon-phone mt-0.5 size-4 text-spark" aria-hidden="true" />
              <a href={site.phoneHref}>
                {site.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <span className="icon-mail mt-0.5 size-4 text-spark" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="break-all">
                {site.email}
              </a>
            </li>
            {site.offices.map((office) => (
              <li key={office.city} className="flex gap-2">
                <span className="icon-map-pin mt-0.5 size-4 text-spark" aria-hidden="true" />
                <span>
                  {office.city}: {office.address}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line for the floating contact button, which would cover it. */}
        <p className="container-page pt-5 pb-24 text-center text-xs">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
