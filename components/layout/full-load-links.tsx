import { cameFromThisSite } from '@/lib/browser-history';

/**
 * On the not-found document (app/global-not-found.tsx) a link of this site loads its page in full.
 * Next draws that page as a document of its own, and its router cannot leave it for a page of the
 * root layout: the address changes and the old page stays (Next 16.4). Stopped before React sees
 * it, the click is the browser's own; 'Go Back' (marked data-history-back) goes back as it does
 * elsewhere. An inline script with the response's nonce rather than a client component: Next
 * loads the not-found document's components on every page of the site, so one of its own would
 * weigh on all of them.
 */
export function FullLoadLinks({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `(${followLinksInFull})(${cameFromThisSite});` }} />;
}

/** Runs in the browser as source text: it may use nothing but its parameters. */
function followLinksInFull(cameFromThisSite: () => boolean) {
  window.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return;
      if (link.pathname === window.location.pathname && link.hash) return; // a place on this page
      event.stopPropagation();
      if (link.hasAttribute('data-history-back') && cameFromThisSite()) {
        event.preventDefault();
        window.history.back();
      }
    },
    { capture: true },
  );
}
