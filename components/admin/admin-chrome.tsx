import Link from 'next/link';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/notice';
import { site } from '@/lib/site';

// The back office's page around its content: drawn by its layout (app/(admin)/admin/layout.tsx) and
// by the not-found document (app/global-not-found.tsx). No public header, footer or floating
// contact; never indexed (robots meta here, X-Robots-Tag and Cache-Control: private, no-store from
// proxy.ts), never in the sitemap.

export const backOfficeTitle = (title: string) => `${title} | Back office | ${site.name}`;
export const backOfficeRobots: Metadata['robots'] = { index: false, follow: false, nocache: true };

/** The skip link, the bar (components/admin/admin-header.tsx) and the page's content. */
export function AdminChrome({ header, children }: { header: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-muted/60">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-foreground"
      >
        Skip to content
      </a>
      {header}
      <main id="admin-main" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}

export const ADMIN_NOT_FOUND_TITLE = 'Page not found';

/** An address under /admin that names no page, or a record that does not exist (HTTP 404). */
export function AdminNotFound() {
  return (
    <>
      <PageTitle lead="There is no back office page at this address.">{ADMIN_NOT_FOUND_TITLE}</PageTitle>
      <p>
        <Link href="/admin" className="font-semibold text-accent underline underline-offset-2">
          Go to the back office start page
        </Link>
      </p>
    </>
  );
}
