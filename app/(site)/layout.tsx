import type { Metadata } from 'next';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { FloatingContact } from '@/components/layout/floating-contact';
import { BackToHome, ScrollToTop } from '@/components/layout/route-effects';
import { contactChannels, site } from '@/lib/site';

// The public site's chrome around every public page, its 'Coming Soon' 404 and its error screen
// included (their boundaries sit inside this layout). The back office has a layout of its own.

export const metadata: Metadata = {
  title: { default: `${site.name} – Welding Electrodes, Wires, Flux & Equipment`, template: `%s | ${site.name}` },
  description:
    'Manufacturer of welding electrodes, MIG/TIG/SAW wires and flux, welding equipment and abrasives, serving fabrication, EPC, shipbuilding, defence and railways across India for over 60 years.',
};

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <BackToHome />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <FloatingContact channels={contactChannels} />
    </>
  );
}
