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

import { createHash, timingSafeEqual } from 'node:crypto';

/** Request header: the shared secret (PAGE_CACHE_SECRET) the cache sends on requests it may store. */
export const PAGE_CACHE_AUTH_HEADER = 'x-page-cache-auth';

/** Response header: the nonce a shareable page was rendered with (the cache replaces it per response). */
export const PAGE_CACHE_NONCE_HEADER = 'x-page-cache-nonce';

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
