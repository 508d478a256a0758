import { connection } from 'next/server';
import { AppDocument, documentMetadata, documentViewport } from '@/app/document';
import './globals.css';

// What every page needs, the public site and the back office alike. Each audience's chrome (header,
// footer, navigation) lives in its route group's layout: app/(site)/layout.tsx for the public site.

export const metadata = documentMetadata;
export const viewport = documentViewport;

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request, because each response carries its own CSP nonce (proxy.ts),
  // which Next writes onto every script; a page rendered once and cached would carry a stale one.
  // What pages read comes from the data cache (db/queries/cache.ts), so the database is not asked
  // again until the content changes.
  await connection();
  return <AppDocument>{children}</AppDocument>;
}
