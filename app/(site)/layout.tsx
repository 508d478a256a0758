import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { site } from '@/lib/site';

// The public site's chrome around every public page, its not-found pages and its error screen
// included (their boundaries sit inside this layout). An address that names nothing is drawn by
// app/global-not-found.tsx, in the same chrome. The back office has a layout of its own.

export const metadata: Metadata = {
  title: { default: `${site.name} – Welding Electrodes, Wires, Flux & Equipment`, template: `%s | ${site.name}` },
  description:
    'Manufacturer of welding electrodes, MIG/TIG/SAW wires and flux, welding equipment and abrasives, serving fabrication, EPC, shipbuilding, defence and railways across India for over 60 years.',
};

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
