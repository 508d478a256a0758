import { headers } from 'next/headers';
import SiteLayout from '@/app/(site)/layout';
import ComingSoon from '@/app/(site)/not-found';
import { PAGE_URL_HEADER } from '@/lib/core/outage-render';
import { requestLog } from '@/lib/core/log';

// Every path no route claims (spec §2: 'Coming Soon', status 404), in the public site's chrome, logged
// as a 404. Drawn here, not by a catch-all page calling notFound(): Next answers a page's notFound()
// with an empty error shell that only the browser's JavaScript fills in (vercel/next.js#62228), so
// visitors without it, crawlers and link checkers got a blank page; an unmatched path comes here and
// is rendered on the server in full. (A page's own notFound(), an unknown product or article, still
// gets the shell until Next renders not-found boundaries on the server.)

export { metadata } from '@/app/(site)/layout';

export default async function NotFound() {
  // The proxy names the address of every page request (proxy.ts); the query is left out of the log.
  const address = (await headers()).get(PAGE_URL_HEADER);
  (await requestLog()).warn('404', { status: 404, ...(address ? { path: address.split('?')[0] } : {}) });
  return (
    <SiteLayout>
      <ComingSoon />
    </SiteLayout>
  );
}
