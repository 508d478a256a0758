import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { databaseVerdict, isDatabaseDown, isDatabaseUnavailableError } from '@/lib/core/connection-health';
import { PAGE_URL_HEADER } from '@/lib/core/outage-render';

/** How long a page whose read failed waits for a new check of the database. */
const PAGE_VERDICT_WAIT_MS = 2000;

/**
 * A page read that found the database gone (it went away while this page was rendering, before
 * the proxy could know) sends the visitor to the same address again: the proxy then serves it
 * from the cache or answers the 503 page. Next cannot give a page that failed any status but 500.
 * Only page renders and back office forms sent without JavaScript carry PAGE_URL_HEADER (set by
 * proxy.ts): a lead form's action never redirects, and one called with JavaScript answers its message.
 */
export async function askPageAgainIfDatabaseDown(error: unknown): Promise<void> {
  if (!isDatabaseUnavailableError(error) && !isDatabaseDown()) return;
  let page: string | null;
  try {
    page = (await headers()).get(PAGE_URL_HEADER);
  } catch {
    return; // not inside a request
  }
  if (page && (await databaseVerdict(PAGE_VERDICT_WAIT_MS, { recheck: true })) === 'down') redirect(page, RedirectType.replace);
}
