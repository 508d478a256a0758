// The page cache in front of the app (deploy/nginx/): which responses it may keep and serve to
// every visitor, and how the app and the cache recognise each other.
//
// Every response carries a fresh CSP nonce, which Next writes onto each script of the page. The
// cache stores a page once and, on every response it sends, replaces that page's nonce (in the
// body and in the Content-Security-Policy header) with a fresh one of its own. So the app tells
// the cache which nonce a shareable page was rendered with, in a response header the cache
// strips; a page without that header is passed through untouched and never stored.
//
// The stored nonce is random per render, so nothing in content can predict it; and the app marks
// a page shareable only for requests that carry the cache's shared secret, so a visitor talking
// to the app directly cannot make it hand out pages meant for the cache.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { processToken } from '@/lib/core/process-token';
import { passedHeaders, renderHere } from '@/lib/core/render-here';
import { gzipWithWritableNonce } from '@/lib/page-cache-gzip';

/** Request header: the shared secret (PAGE_CACHE_SECRET) the cache sends on requests it may store. */
export const PAGE_CACHE_AUTH_HEADER = 'x-page-cache-auth';

/**
 * Request header: `gzip` when the cache wants the page gzipped with its nonce writable. Not
 * Accept-Encoding, which would have Next compress the answer once more.
 */
export const PAGE_CACHE_ENCODING_HEADER = 'x-page-cache-encoding';

/** Response header: the nonce a shareable page was rendered with (the cache replaces it per response). */
export const PAGE_CACHE_NONCE_HEADER = 'x-page-cache-nonce';

/** Response header: a page kept gzipped, the columns that correct its checksum (lib/page-cache-gzip.ts). */
export const PAGE_CACHE_CHECKSUM_HEADER = 'x-page-cache-checksum';

/** Request header: a render proxy.ts asked this server for on the cache's behalf (a secret of this process). */
const PAGE_CACHE_RENDER_HEADER = 'x-arcstar-page-cache-render';

// Public pages whose answer to a GET depends on nothing but the URL: never a visitor's session,
// cookies or address. Search stays out (endless URLs, each asked for once); so do the API, the
// back office and every path not listed (an unknown path is rendered per request).
const sharedPagePatterns = [
  /^\/$/,
  /^\/(about|learn-more|privacy|contact|dealers|careers|browse-products|products|news|inquiry)$/,
  /^\/inquiry\/(quote|notify)$/,
  /^\/products\/[^/]+$/,
  /^\/product\/[^/]+(\/datasheet)?$/,
  /^\/news\/[^/]+$/,
  /^\/(robots\.txt|sitemap\.xml)$/,
];

export function isSharedPage(pathname: string): boolean {
  return sharedPagePatterns.some((pattern) => pattern.test(pathname));
}

/** Compares in constant time; the digests make the lengths equal without telling them. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * True when this request's answer may be stored by the page cache and served to everyone: the
 * cache asked (with the shared secret), it is a GET or HEAD, and the path is a shared page.
 */
export function rendersForPageCache(
  request: { method: string; pathname: string; authHeader: string | null },
  secret: string | undefined,
): boolean {
  if (!secret || !request.authHeader || !sameSecret(request.authHeader, secret)) return false;
  return (request.method === 'GET' || request.method === 'HEAD') && isSharedPage(request.pathname);
}

/**
 * The nonce of a page rendered for the cache: 128 random bits in hex, as long as the cache's own
 * ($request_id), so that writing one over the other changes no length in the gzipped page.
 */
export function pageCacheNonce(): string {
  return randomBytes(16).toString('hex');
}

/** A request proxy.ts made to this server for keptPageForCache (it has been through the proxy already). */
export function isPageCacheRender(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(PAGE_CACHE_RENDER_HEADER) === processToken();
}

const pageCacheRender = { mark: (headers: Headers) => headers.set(PAGE_CACHE_RENDER_HEADER, processToken()), timeoutMs: 15_000 };

/**
 * A shareable page in the form the cache keeps: rendered by this same server with `nonce` (the
 * policy in `forwardHeaders`), then gzipped once with that nonce writable, named in the response
 * with the checksum's columns. A page rendered with another status than 200 or 404 (a redirect,
 * an error) is passed on as it came and not marked shareable. Null when the render failed: the
 * proxy then lets the page render as usual, and the cache gzips it per response.
 */
export async function keptPageForCache(url: URL, forwardHeaders: Headers, nonce: string): Promise<Response | null> {
  const rendered = await renderHere(`${url.pathname}${url.search}`, 'GET', forwardHeaders, pageCacheRender);
  if (!rendered) return null;
  const headers = passedHeaders(rendered);
  if (rendered.status !== 200 && rendered.status !== 404) return new Response(rendered.body, { status: rendered.status, headers });
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = new Uint8Array(await rendered.arrayBuffer());
  } catch {
    return null; // the render broke off
  }
  headers.set(PAGE_CACHE_NONCE_HEADER, nonce);
  const kept = gzipWithWritableNonce(body, nonce);
  if (!kept) return new Response(body, { status: rendered.status, headers });
  // No Content-Encoding: Next drops it from a proxy's answer. The checksum header tells the cache.
  // (Next's Vary names Accept-Encoding on every page: page-cache.spec.ts checks it through the cache.)
  headers.set(PAGE_CACHE_CHECKSUM_HEADER, kept.checksumColumns);
  return new Response(new Uint8Array(kept.gzip), { status: rendered.status, headers });
}
