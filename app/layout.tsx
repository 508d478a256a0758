import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { bodyFont, headingFont } from '@/app/fonts';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { FloatingContact } from '@/components/layout/floating-contact';
import { BackToHome, ScrollToTop } from '@/components/layout/route-effects';
import { Toaster } from '@/components/ui/sonner';
import { contactChannels, site } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} – Welding Electrodes, Wires, Flux & Equipment`, template: `%s | ${site.name}` },
  description:
    'Manufacturer of welding electrodes, MIG/TIG/SAW wires and flux, welding equipment and abrasives, serving fabrication, EPC, shipbuilding, defence and railways across India for over 60 years.',
  applicationName: site.name,
  icons: { icon: '/icon.svg' },
};

export const viewport: Viewport = { themeColor: '#0f1720', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request, because each response carries its own CSP nonce (proxy.ts),
  // which Next writes onto every script; a page rendered once and cached would carry a stale one.
  // What pages read comes from the data cache (db/queries/cache.ts), so the database is not asked
  // again until the content changes.
  await connection();
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-foreground"
        >
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
        <Toaster />
      </body>
    </html>
  );
}
