import { databaseVerdict } from '@/lib/core/connection-health';
import { markAsOutageRender } from '@/lib/core/outage-render';
import { passedHeaders, renderHere } from '@/lib/core/render-here';
import { isBackOfficePath } from '@/lib/security-headers';
import { site } from '@/lib/site';
import { isPublicFile } from '@/lib/static-files';

// While the database cannot be used, a page is still served when everything it shows is in the
// data cache, and answered with a real 503 otherwise: the site's own "temporarily unavailable"
// page (app/(site)/unavailable, rendered in the site's layout, readable without JavaScript), with
// Retry-After, instead of failing on its own after timeouts. Next cannot give a rendered page
// another status than 200, 404 or 500, so proxy.ts renders the page with a request to this same
// server (an "outage render", where a read the cache cannot answer fails at once) and sends what
// came back, or the 503 page if that failed.

export { isOutageRender, PAGE_URL_HEADER } from '@/lib/core/outage-render';

export const UNAVAILABLE_PATH = '/unavailable';
export const RETRY_AFTER_SECONDS = 10;
/** How long a page request may wait for the database check under way (when the last is not recent). */
const VERDICT_WAIT_MS = 2000;
/** An outage render (answered in this time, or the 503 page is sent). */
const outageRender = { mark: markAsOutageRender, timeoutMs: 4000 };

/** A page (or a route that reads the database), as opposed to an API call or a static file. */
export function isPageRequest(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/_next/') && !isPublicFile(pathname);
}

/** The page's own address (without Next's `_rsc` cache-buster), for PAGE_URL_HEADER. */
export function pageAddress(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('_rsc');
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * A back office form sent without JavaScript (a server action called with JavaScript carries
 * Next-Action and answers its form's message instead).
 */
export function isBackOfficeFormPost(method: string, pathname: string, headers: Pick<Headers, 'has'>): boolean {
  return method === 'POST' && isBackOfficePath(pathname) && !pathname.startsWith('/api/') && !headers.has('next-action');
}

/** `recheck`: the caller has just seen the database fail to answer (see databaseVerdict). */
export async function databaseIsUnavailable({ recheck = false } = {}): Promise<boolean> {
  return (await databaseVerdict(VERDICT_WAIT_MS, { recheck })) === 'down';
}

/**
 * A page asked for while the database is down: what the data cache can render is sent as it is;
 * a page that needed the database gets the 503 page.
 */
export async function pageDuringOutage(request: Request, forwardHeaders: Headers): Promise<Response> {
  const url = new URL(request.url);
  // The outage page asked for by its address: the same answer as every page that needs the database.
  if (url.pathname === UNAVAILABLE_PATH) return unavailableAnswer(request, forwardHeaders);
  const rendered = await renderHere(`${url.pathname}${url.search}`, request.method, forwardHeaders, outageRender);
  if (rendered && rendered.status < 500) {
    return new Response(request.method === 'HEAD' ? null : rendered.body, { status: rendered.status, headers: passedHeaders(rendered) });
  }
  await rendered?.body?.cancel();
  return unavailableAnswer(request, forwardHeaders);
}

/** The 503 answer: the rendered page (its own CSP nonce) or, if even that fails, plain HTML. */
export async function unavailableAnswer(request: Request, forwardHeaders: Headers): Promise<Response> {
  const headers = new Headers({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
  if (request.method === 'HEAD') return new Response(null, { status: 503, headers });
  // The page as a document, whatever the visitor's request was (a client navigation asks for RSC).
  const documentHeaders = new Headers({ accept: 'text/html' });
  for (const name of ['host', 'x-request-id', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for', 'content-security-policy']) {
    const value = forwardHeaders.get(name);
    if (value) documentHeaders.set(name, value);
  }
  const page = await renderHere(UNAVAILABLE_PATH, 'GET', documentHeaders, outageRender);
  const policy = page?.headers.get('content-security-policy');
  if (page?.status === 200 && policy) {
    headers.set('Content-Security-Policy', policy);
    return new Response(await page.text(), { status: 503, headers });
  }
  await page?.body?.cancel();
  return new Response(plainUnavailablePage(), { status: 503, headers });
}

function plainUnavailablePage(): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily Unavailable | ${escape(site.name)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escape(site.name)} is temporarily unavailable</h1>
<p>We are sorry: the website cannot show this page right now. Please try again in a few minutes.</p>
<p>You can reach us by phone at <a href="${escape(site.phoneHref)}">${escape(site.phone)}</a> or by e-mail at <a href="mailto:${escape(site.email)}">${escape(site.email)}</a>.</p></body></html>`;
}
