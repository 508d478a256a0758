import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { bodyFont, headingFont } from '@/app/fonts';
import { Toaster } from '@/components/ui/toaster';
import { site } from '@/lib/site';
import './globals.css';

// What every page needs, the public site and the back office alike. Each audience's chrome (header,
// footer, navigation) lives in its route group's layout: app/(site)/layout.tsx for the public site.

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  // No title template here: it would apply to every segment below, wrapping the public site's own
  // default title and the home page's title, which go out as they are (app/(site)/layout.tsx).
  title: site.name,
  applicationName: site.name,
  // The vector icon where the browser takes it, favicon.ico where it does not, and the home screen
  // picture of iPhones (public/, drawn from the SVG by `npm run icons`).
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/apple-touch-icon.png',
  },
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
        {children}
        {/* Both audiences report the outcome of their forms as toasts (spec §8). */}
        <Toaster />
      </body>
    </html>
  );
}
