import type { Metadata } from 'next';
import { AdminHeader } from '@/components/admin/admin-header';
import { getStaffSession } from '@/lib/auth/session';
import { site } from '@/lib/site';

// The back office's own chrome: no public header, footer or floating contact; its own navigation
// for the signed-in user. Never indexed (robots meta here, X-Robots-Tag and Cache-Control:
// private, no-store from proxy.ts), never in the sitemap. Each page checks access itself.

export const metadata: Metadata = {
  title: { default: 'Back office', template: `%s | Back office | ${site.name}` },
  robots: { index: false, follow: false, nocache: true },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await getStaffSession();
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-muted/60">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-foreground"
      >
        Skip to content
      </a>
      <AdminHeader companyName={site.name} staff={staff} />
      <main id="admin-main" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
