import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { FloatingContact } from '@/components/layout/floating-contact';
import { BackToHome, ScrollToTop } from '@/components/layout/route-effects';
import { contactChannels } from '@/lib/site';

/** The public site's chrome around a page: app/(site)/layout.tsx, and app/global-not-found.tsx. */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      {/* Back to Home opens the main content (inside its landmark, where the skip link lands). */}
      <main id="main" className="flex-1">
        <BackToHome />
        {children}
      </main>
      <SiteFooter />
      <FloatingContact channels={contactChannels} />
    </>
  );
}
