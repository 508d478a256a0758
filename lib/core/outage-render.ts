// The headers of an outage render (lib/service-unavailable.ts), apart so that the data cache
// (db/queries/cache.ts) can recognise one without the proxy's machinery.

import { processToken } from '@/lib/core/process-token';

/**
 * The address of the page being rendered, set by proxy.ts on page requests and back office forms
 * sent without JavaScript only (never taken from the client): a page whose reads find the
 * database gone is asked for again there (lib/core/page-again.ts), and the proxy then serves it
 * from the data cache or answers 503.
 */
export const PAGE_URL_HEADER = 'x-arcstar-page';
/** An outage render, holding a secret of this process: a client cannot ask for one. */
const OUTAGE_RENDER_HEADER = 'x-arcstar-outage-render';

/** Marks a request to this same server as an outage render. */
export function markAsOutageRender(headers: Headers): void {
  headers.set(OUTAGE_RENDER_HEADER, processToken());
}

/** A render proxy.ts asked for while the database is down (never a visitor's own request). */
export function isOutageRender(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(OUTAGE_RENDER_HEADER) === processToken();
}
