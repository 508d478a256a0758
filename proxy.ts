import { NextResponse, type NextRequest } from 'next/server';
import { getProductRedirect } from '@/db/queries/product-redirects';
import { env } from '@/lib/core/env';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/core/request-id';
import { PAGE_CACHE_AUTH_HEADER, PAGE_CACHE_NONCE_HEADER, rendersForPageCache } from '@/lib/page-cache';
import { isUploadedPicturePath } from '@/lib/media/urls';
import { hasUndecodablePath, refuseMalformedFormPost, type Refusal } from '@/lib/request-guards';
import { backOfficeHeaders, contentSecurityPolicy, isBackOfficePath, staticAssetPolicy } from '@/lib/security-headers';
import { databaseIsUnavailable, isBackOfficeFormPost, isOutageRender, isPageRequest, PAGE_URL_HEADER, pageAddress, pageDuringOutage, unavailableAnswer } from '@/lib/service-unavailable';

// Every request but Next's static files: a fresh CSP nonce (Next reads it from the request's
// Content-Security-Policy header and puts it on each script it renders) and a request id that
// the logs of this request carry and the response returns. Requests that are the client's error
// are refused here with a 4xx (Next would answer them 500), and while the database is down a page
// is served from the data cache or answered 503 (lib/service-unavailable.ts).
export async function proxy(request: NextRequest) {
  const nonce = newNonce();
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
  const { pathname } = request.nextUrl;
  // An uploaded picture is never a document: nothing may run in it, and a policy without a nonce
  // lets a cache keep it (deploy/nginx/) without handing one nonce to many responses.
  const policy = isUploadedPicturePath(pathname) ? staticAssetPolicy : contentSecurityPolicy({ nonce, https, development: process.env.NODE_ENV === 'development' });
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const finish = (response: Response) => {
    if (!response.headers.has('Content-Security-Policy')) response.headers.set('Content-Security-Policy', policy);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    if (isBackOfficePath(pathname)) for (const { key, value } of backOfficeHeaders) response.headers.set(key, value);
    return response;
  };

  if (hasUndecodablePath(pathname)) return finish(refuse({ status: 400, message: 'This address is not valid.' }));
  if (request.method !== 'GET' && request.method !== 'HEAD' && !pathname.startsWith('/api/')) {
    const refusal = await refuseMalformedFormPost(request);
    if (refusal) return finish(refuse(refusal));
  }

  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', policy);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  forwarded.delete(PAGE_CACHE_AUTH_HEADER); // the secret goes no further than here
  forwarded.delete(PAGE_URL_HEADER);
  const page = isPageRequest(request.method, pathname);
  // A back office form sent without JavaScript is answered with its page, which needs the
  // database: while it is down, the 503 page instead, before the action runs (nothing changes).
  if (!isOutageRender(request.headers) && (page || isBackOfficeFormPost(request.method, pathname, request.headers))) {
    if (await databaseIsUnavailable()) return finish(page ? await pageDuringOutage(request, forwarded) : await unavailableAnswer(request, forwarded));
    forwarded.set(PAGE_URL_HEADER, pageAddress(request.nextUrl));
  }

  const redirectTo = permanentRedirects[pathname] ?? (isPageRequest(request.method, pathname) ? await renamedProductAddress(request.nextUrl) : null);
  const response = redirectTo
    ? NextResponse.redirect(new URL(redirectTo, request.url), 308)
    : NextResponse.next({ request: { headers: forwarded } });
  // Asked by the page cache for a page it may store: name the nonce, which it replaces per response.
  // Never on an answer given during an outage (above): the cache keeps only the real page.
  const forPageCache = { method: request.method, pathname, authHeader: request.headers.get(PAGE_CACHE_AUTH_HEADER) };
  if (!redirectTo && rendersForPageCache(forPageCache, env.PAGE_CACHE_SECRET)) response.headers.set(PAGE_CACHE_NONCE_HEADER, nonce);
  return finish(response);
}

function refuse({ status, message }: Refusal): Response {
  return new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * /product/<old slug>, and every address under it (the datasheet), of a product whose slug was
 * renamed in the back office: the same address under its slug now (db/queries/products-admin.ts
 * keeps each old slug pointing at the current one, so a chain of renames is one hop).
 */
async function renamedProductAddress(url: NextRequest['nextUrl']): Promise<string | null> {
  const match = /^\/product\/([a-z0-9]+(?:-[a-z0-9]+)*)(\/.*)?$/.exec(url.pathname);
  if (!match) return null;
  try {
    const productId = await getProductRedirect(match[1]);
    return productId ? `/product/${productId}${match[2] ?? ''}${url.search}` : null;
  } catch {
    return null; // the page itself answers (and reports the database's trouble)
  }
}

// Here rather than in next.config.ts `redirects()`, whose answers would go out without the
// security headers. The range page's old card links used /products/electrodes (spec §2).
const permanentRedirects: Record<string, string> = { '/products/electrodes': '/products/welding-electrodes' };

export const config = {
  // Next buffers the body of every request the proxy sees. /api/resumes streams uploads of up to
  // 10 MB to disk as they arrive, so it stays out, like the static files: next.config.ts gives
  // both their headers, and the route sets its own request id. A path of theirs with a
  // percent-escape comes through all the same, to be refused if Next could not decode it.
  matcher: ['/((?!_next/static|_next/image|api/resumes).*)', '/(_next/static|_next/image|api/resumes)(.*%.*)'],
};

/** 128 random bits in base64 (22 characters): the nonce is written on every script of a page. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/=+$/, '');
}
