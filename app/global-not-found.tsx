import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { AppDocument, documentMetadata, documentViewport } from '@/app/document';
import { FullLoadLinks } from '@/components/layout/full-load-links';
import { notFoundPages } from '@/components/layout/not-found-pages';
import { SiteChrome } from '@/components/layout/site-chrome';
import { requestLog } from '@/lib/core/log';
import { PAGE_URL_HEADER } from '@/lib/core/outage-render';
import { NOT_FOUND_HEADER, notFoundKindOf } from '@/lib/not-found';
import { nonceOf } from '@/lib/security-headers';
import { site } from '@/lib/site';
import './globals.css';

// An address that names nothing (HTTP 404): one no route claims, or a product, category or article
// proxy.ts found missing (lib/not-found.ts). Next renders this outside the root layout, on the
// server in full, so it is a whole document of its own, in the public site's chrome.

export const viewport = documentViewport;

const pageOf = async () => notFoundPages[notFoundKindOf((await headers()).get(NOT_FOUND_HEADER))];

export async function generateMetadata(): Promise<Metadata> {
  return { ...documentMetadata, title: `${(await pageOf()).title} | ${site.name}` };
}

export default async function GlobalNotFound() {
  await connection(); // rendered per request: its scripts carry this response's CSP nonce
  const { Page } = await pageOf();
  // Spec §2: the unknown path is logged as a 404 (its path only, never the query).
  const requestHeaders = await headers();
  const address = requestHeaders.get(PAGE_URL_HEADER);
  (await requestLog()).warn('404', { status: 404, path: address ? new URL(address, 'http://x').pathname : undefined });
  return (
    <AppDocument>
      <FullLoadLinks nonce={nonceOf(requestHeaders.get('content-security-policy'))} />
      <SiteChrome>
        <Page />
      </SiteChrome>
    </AppDocument>
  );
}
