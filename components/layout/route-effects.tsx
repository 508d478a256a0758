'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/**
 * Every path change starts at the top of the page (spec §2). The page as first loaded is left
 * where the browser put it: at an anchor, where a reload was, or wherever the visitor scrolled
 * while the page was still loading its scripts.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/** The Back to Home link every page carries; the home page itself has no use for it. */
export function BackToHome() {
  const pathname = usePathname();
  if (pathname === '/') return null;
  return (
    <div className="container-page pt-4">
      <Link href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-accent">
        <span className="icon-arrow-left size-4" />
        Back to Home
      </Link>
    </div>
  );
}
