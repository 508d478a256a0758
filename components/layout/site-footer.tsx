import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { PhoneAndEmailItems } from '@/components/layout/phone-and-email';
import { categoryLinks, footerQuickLinks } from '@/lib/navigation';
import { site } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer id="site-footer" className="bg-steel text-steel-foreground">
      <div className="hazard-stripe h-1.5" />
      <div className="container-page footer-grid">
        <div className="space-y-4">
          <Logo name={site.name} inverted />
          <p className="text-sm leading-relaxed">{site.tagline}</p>
        </div>
        <FooterList title="Product Categories" links={categoryLinks} />
        <FooterList title="Quick Links" links={[...footerQuickLinks, { href: '/privacy', label: 'Privacy Notice' }]} />
        <div>
          <h2 className="footer-heading">Get in Touch</h2>
          <ul className="footer-links footer-contacts">
            <PhoneAndEmailItems />
            {site.offices.map((office) => (
              <li key={office.city}>
                <span className="icon-map-pin" />
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
        <p className="container-page footer-copyright">
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
      <ul className="footer-links">
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
