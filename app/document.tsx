import type { Metadata, Viewport } from 'next';
import { fontVariables } from '@/app/fonts';
import { Toaster } from '@/components/ui/toaster';
import { site } from '@/lib/site';

// The document every page is drawn in, the public site and the back office alike
// (app/layout.tsx), and the not-found page of an address that names nothing, which Next draws
// outside the root layout (app/global-not-found.tsx).

export const documentMetadata: Metadata = {
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

export const documentViewport: Viewport = { themeColor: '#0f1720', width: 'device-width', initialScale: 1 };

export function AppDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={fontVariables}>
      <body className="flex min-h-dvh flex-col">
        {children}
        {/* Both audiences report the outcome of their forms as toasts (spec §8). */}
        <Toaster />
      </body>
    </html>
  );
}
