import fs from 'node:fs';
import path from 'node:path';
import { databaseVerdict } from '@/db/connection-health';
import { env } from '@/lib/env';
import { site } from '@/lib/site';

// While the database cannot be used, pages are answered by proxy.ts with a real 503: the site's
// own "temporarily unavailable" page (app/unavailable, rendered in the site's layout, readable
// without JavaScript), with Retry-After, instead of each page failing on its own after timeouts.
// Next cannot give a rendered page another status than 200, 404 or 500, so the proxy renders
// that page with a request to this same server and sends its body with the 503.

export const UNAVAILABLE_PATH = '/unavailable';
export const RETRY_AFTER_SECONDS = 10;
/**
 * The address of the page being rendered, set by proxy.ts on page requests only (never taken from
 * the client): a page whose reads find the database gone is asked for again there (see
 * db/queries/cache.ts), and the proxy then answers the 503.
 */
export const PAGE_URL_HEADER = 'x-arcstar-page';
/** How long a page request may wait for the database check under way (when the last is not recent). */
const VERDICT_WAIT_MS = 2000;
/** The internal render of the page; a visitor asking for /unavailable gets the catch-all 404. */
const INTERNAL_RENDER_HEADER = 'x-arcstar-unavailable-render';

const tokenKey = Symbol.for('arcstar.unavailable-render-token');
function internalToken(): string {
  const holder = globalThis as { [tokenKey]?: string };
  return (holder[tokenKey] ??= crypto.randomUUID());
}

export function isInternalUnavailableRender(headers: Headers): boolean {
  return headers.get(INTERNAL_RENDER_HEADER) === internalToken();
}

let publicEntries: Set<string> | undefined;
/** Top-level names in public/ (images, guides, icons): files that never need the database. */
function isPublicFile(pathname: string): boolean {
  if (!publicEntries) {
    try {
      publicEntries = new Set(fs.readdirSync(path.join(process.cwd(), 'public')));
    } catch {
      publicEntries = new Set();
    }
  }
  return publicEntries.has(pathname.split('/')[1] ?? '');
}

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

export async function databaseIsUnavailable(): Promise<boolean> {
  return (await databaseVerdict(VERDICT_WAIT_MS)) === 'down';
}

/** The 503 answer: the rendered page (its own CSP nonce) or, if even that fails, plain HTML. */
export async function serviceUnavailableResponse(request: Request, forwardHeaders: Headers): Promise<Response> {
  const headers = new Headers({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
  if (request.method === 'HEAD') return new Response(null, { status: 503, headers });
  const rendered = await renderUnavailablePage(forwardHeaders);
  if (rendered) {
    headers.set('Content-Security-Policy', rendered.policy);
    return new Response(rendered.html, { status: 503, headers });
  }
  return new Response(plainUnavailablePage(), { status: 503, headers });
}

async function renderUnavailablePage(forwardHeaders: Headers): Promise<{ html: string; policy: string } | null> {
  const host = ['0.0.0.0', '::', ''].includes(env.HOSTNAME) ? '127.0.0.1' : env.HOSTNAME;
  const headers = new Headers({ [INTERNAL_RENDER_HEADER]: internalToken(), accept: 'text/html' });
  for (const name of ['x-request-id', 'x-forwarded-proto', 'x-forwarded-host']) {
    const value = forwardHeaders.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}${UNAVAILABLE_PATH}`, {
      headers,
      signal: AbortSignal.timeout(3000),
    });
    const policy = response.headers.get('content-security-policy');
    if (response.status !== 200 || !policy) return null;
    return { html: await response.text(), policy };
  } catch {
    return null;
  }
}

function plainUnavailablePage(): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily Unavailable | ${escape(site.name)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escape(site.name)} is temporarily unavailable</h1>
<p>We are sorry: the website cannot show this page right now. Please try again in a few minutes.</p>
<p>You can reach us by phone at <a href="${escape(site.phoneHref)}">${escape(site.phone)}</a> or by e-mail at <a href="mailto:${escape(site.email)}">${escape(site.email)}</a>.</p></body></html>`;
}
