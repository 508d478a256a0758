import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { AppDocument, documentMetadata, documentViewport } from '@/app/document';
import { ADMIN_NOT_FOUND_TITLE, AdminChrome, AdminNotFound, backOfficeRobots, backOfficeTitle } from '@/components/admin/admin-chrome';
import { AdminHeader, AdminNavList, adminLinks } from '@/components/admin/admin-header';
import { FullLoadLinks } from '@/components/layout/full-load-links';
import { notFoundPages } from '@/components/layout/not-found-pages';
import { SiteChrome } from '@/components/layout/site-chrome';
import { requireStaffFor } from '@/lib/auth/session';
import { requestLog } from '@/lib/core/log';
import { PAGE_URL_HEADER } from '@/lib/core/outage-render';
import { backOfficePermissions } from '@/lib/domain/back-office-pages';
import { NOT_FOUND_HEADER, notFoundKindOf } from '@/lib/not-found';
import { nonceOf } from '@/lib/security-headers';
import { site } from '@/lib/site';
import './globals.css';

// An address that names nothing (HTTP 404): one no route claims, or a product, category or article
// proxy.ts found missing (lib/not-found.ts), or a back office address naming no page or record. Next
// renders this outside the root layout, on the server in full, so it is a whole document of its
// own, in the public site's chrome or the back office's.

export const viewport = documentViewport;

const kindOf = async () => notFoundKindOf((await headers()).get(NOT_FOUND_HEADER));

export async function generateMetadata(): Promise<Metadata> {
  const kind = await kindOf();
  if (kind === 'back-office') return { ...documentMetadata, title: backOfficeTitle(ADMIN_NOT_FOUND_TITLE), robots: backOfficeRobots };
  return { ...documentMetadata, title: `${notFoundPages[kind].title} | ${site.name}` };
}

export default async function GlobalNotFound() {
  await connection(); // rendered per request: its scripts carry this response's CSP nonce
  const kind = await kindOf();
  const requestHeaders = await headers();
  const address = requestHeaders.get(PAGE_URL_HEADER);
  const path = address ? new URL(address, 'http://x').pathname : undefined;
  let page: React.ReactNode;
  if (kind === 'back-office') {
    // As by the page itself: a visitor is sent to sign in, and staff beyond the page's role to
    // their start page, whether its record exists or not.
    const staff = await requireStaffFor(backOfficePermissions(path ?? ''));
    const header = (
      <AdminHeader companyName={site.name} signedIn>
        <AdminNavList links={adminLinks(staff)} />
      </AdminHeader>
    );
    page = (
      <AdminChrome header={header}>
        <AdminNotFound />
      </AdminChrome>
    );
  } else {
    const { Page } = notFoundPages[kind];
    page = (
      <SiteChrome>
        <Page />
      </SiteChrome>
    );
  }
  // Spec §2: the unknown path is logged as a 404 (its path only, never the query).
  (await requestLog()).warn('404', { status: 404, path });
  return (
    <AppDocument>
      <FullLoadLinks nonce={nonceOf(requestHeaders.get('content-security-policy'))} />
      {page}
    </AppDocument>
  );
}
