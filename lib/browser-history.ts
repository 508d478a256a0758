// Runs in the browser: the catalogue's Go Back button, and the not-found document's inline script
// (components/layout/full-load-links.tsx), which embeds it as source: it may use nothing but itself.

/** The previous page of this tab was one of this site's: 'Go Back' returns there. */
export function cameFromThisSite(): boolean {
  return document.referrer.startsWith(window.location.origin) && window.history.length > 1;
}
