import type { Metadata } from 'next';
import { AdminChrome, backOfficeRobots, backOfficeTitle } from '@/components/admin/admin-chrome';
import { AdminHeader, adminLinks } from '@/components/admin/admin-header';
import { AdminNav, SignOutForm } from '@/components/admin/admin-nav';
import { getStaffSession } from '@/lib/auth/session';
import { site } from '@/lib/site';

// The back office's own chrome (components/admin/admin-chrome.tsx), with its navigation for the
// signed-in user. Each page checks access itself.

export const metadata: Metadata = {
  title: { default: 'Back office', template: backOfficeTitle('%s') },
  robots: backOfficeRobots,
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await getStaffSession();
  const header = (
    <AdminHeader companyName={site.name} signedIn={staff !== null}>
      {staff && (
        <>
          <AdminNav links={adminLinks(staff)} />
          <SignOutForm />
        </>
      )}
    </AdminHeader>
  );
  return <AdminChrome header={header}>{children}</AdminChrome>;
}
