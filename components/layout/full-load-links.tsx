'use client';

import { useEffect } from 'react';
import { cameFromThisSite } from '@/components/catalogue/go-back-button';

/**
 * On the not-found page (app/global-not-found.tsx) a link of this site loads its page in full.
 * Next draws that page as a document of its own, and its router cannot leave it for a page of the
 * root layout: the address changes and the old page stays (Next 16.4). Stopped before React sees
 * it, the click is the browser's own; 'Go Back' (marked data-history-back) goes back as it does
 * elsewhere.
 */
export function FullLoadLinks() {
  useEffect(() => {
    const followInFull = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return;
      if (link.pathname === window.location.pathname && link.hash) return; // a place on this page
      event.stopPropagation();
      if (link.hasAttribute('data-history-back') && cameFromThisSite()) {
        event.preventDefault();
        window.history.back();
      }
    };
    window.addEventListener('click', followInFull, { capture: true });
    return () => window.removeEventListener('click', followInFull, { capture: true });
  }, []);
  return null;
}
