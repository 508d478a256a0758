import { NextResponse, type NextRequest } from 'next/server';
import { backOfficeAddressNamesNothing } from '@/db/queries/back-office-addresses';
import { articleIsPublic, productExists } from '@/db/queries/page-addresses';
import { getProductRedirect } from '@/db/queries/product-redirects';
import { carriesSessionCookie, sessionTokenOf } from '@/lib/auth/session-cookie';
import { isDatabaseUnavailableError, withinTimeout } from '@/lib/core/connection-health';
import { env } from '@/lib/core/env';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/core/request-id';
import { isPageCacheRender, keptPageForCache, PAGE_CACHE_AUTH_HEADER, PAGE_CACHE_ENCODING_HEADER, PAGE_CACHE_NONCE_HEADER, pageCacheNonce, rendersForPageCache } from '@/lib/page-cache';
import { isProductCategory } from '@/lib/domain/options';
import { isSlug } from '@/lib/domain/slug';
import { isUploadedPicturePath } from '@/lib/media/urls';
import { isNotFoundPass, markForNotFoundPass, NOT_FOUND_HEADER, NOT_FOUND_ROUTE, type NotFoundKind } from '@/lib/not-found';
import type { Refusal } from '@/lib/refusal';
import { allowedMethods, hasUndecodablePath, isPageAddress, refuseMalformedFormPost, refuseUnsupportedMethod } from '@/lib/request-guards';
import { fileRequestAnswer, isBuiltFile } from '@/lib/static-files';
import { backOfficeHeaders, contentSecurityPolicy, isBackOfficePath, publicPageCacheControl, staticAssetPolicy } from '@/lib/security-headers';
import { databaseIsUnavailable, isBackOfficeFormPost, isOutageRender, isPageRequest, PAGE_URL_HEADER, pageAddress, pageDuringOutage, UNAVAILABLE_PATH, unavailableAnswer } from '@/lib/service-unavailable';

// Every request but Next's static files: a fresh CSP nonce (Next reads it from the request's
// Content-Security-Policy header and puts it on each script it renders) and a request id that
// the logs of this request carry and the response returns. Requests that are the client's error
// are refused here with a 4xx (Next would answer them 500), and while the database is down a page
// is served from the data cache or answered 503 (lib/service-unavailable.ts).
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The render of a page asked for by the page cache (below): it came through here already.
  if (isPageCacheRender(request.headers)) return keptByBrowsers(NextResponse.next(), request.method, pathname);
  const forPageCache = rendersForPageCache({ method: request.method, pathname, authHeader: request.headers.get(PAGE_CACHE_AUTH_HEADER) }, env.PAGE_CACHE_SECRET);
  const nonce = forPageCache ? pageCacheNonce() : newNonce();
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
  // An uploaded picture is never a document: nothing may run in it, and a policy without a nonce
  // lets a cache keep it (deploy/nginx/) without handing one nonce to many responses.
  const policy = isUploadedPicturePath(pathname) || isBuiltFile(pathname) ? staticAssetPolicy : contentSecurityPolicy({ nonce, https, development: process.env.NODE_ENV === 'development' });
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const finish = (response: Response) => {
    if (!response.headers.has('Content-Security-Policy')) response.headers.set('Content-Security-Policy', policy);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    if (isBackOfficePath(pathname)) for (const { key, value } of backOfficeHeaders) response.headers.set(key, value);
    return response;
  };

  if (hasUndecodablePath(pathname)) return finish(refuse({ status: 400, message: 'This address is not valid.' }));
  // A file Next serves from disk, asked for in a way its file server would answer 500.
  const fileAnswer = fileRequestAnswer(request.method, pathname, request.headers);
  if (fileAnswer instanceof Headers) return finish(NextResponse.next({ request: { headers: fileAnswer } }));
  if (fileAnswer) return finish(refuse(fileAnswer));
  const allow = request.method === 'OPTIONS' ? allowedMethods(pathname) : null;
  if (allow) return finish(new Response(null, { status: 204, headers: { Allow: allow, 'Cache-Control': 'no-store' } }));
  const methodRefusal = refuseUnsupportedMethod(request.method, pathname);
  if (methodRefusal) return finish(refuse(methodRefusal));
  if (request.method !== 'GET' && request.method !== 'HEAD' && !pathname.startsWith('/api/')) {
    const refusal = await refuseMalformedFormPost(request);
    if (refusal) return finish(refuse(refusal));
  }

  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', policy);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  forwarded.delete(PAGE_CACHE_AUTH_HEADER); // the secret goes no further than here
  forwarded.delete(PAGE_CACHE_ENCODING_HEADER);
  const notFoundPass = isNotFoundPass(pathname, request.headers); // keeps what the first pass said
  if (!notFoundPass) {
    forwarded.delete(PAGE_URL_HEADER);
    forwarded.delete(NOT_FOUND_HEADER);
  }
  const page = isPageRequest(request.method, pathname);
  // Next renders a page's metadata in its head for every User-Agent (next.config.ts,
  // htmlLimitedBots) but for a request that names none: named, it gets the document everyone gets.
  if (page && !forwarded.get('user-agent')) forwarded.set('user-agent', UNNAMED_USER_AGENT);
  // A back office form sent without JavaScript is answered with its page, which needs the
  // database: while it is down, the 503 page instead, before the action runs (nothing changes).
  if (!isOutageRender(request.headers) && (page || isBackOfficeFormPost(request.method, pathname, request.headers))) {
    if (await databaseIsUnavailable()) return finish(page ? await pageDuringOutage(request, forwarded) : await unavailableAnswer(request, forwarded));
    if (!notFoundPass) forwarded.set(PAGE_URL_HEADER, pageAddress(request.nextUrl));
  }

  let address = permanentRedirects[pathname] ? { redirectTo: permanentRedirects[pathname] } : page && !isOutageRender(request.headers) ? await resolveAddress(request) : null;
  if (address && 'unanswered' in address) {
    // The database stalled since its last check: ask again now rather than let the page wait too.
    if (await databaseIsUnavailable({ recheck: true })) return finish(await pageDuringOutage(request, forwarded));
    address = null;
  }
  const redirectTo = address && 'redirectTo' in address ? address.redirectTo : null;
  let response: NextResponse;
  if (redirectTo) response = NextResponse.redirect(new URL(redirectTo, request.url), 308);
  else if (address && 'missing' in address) {
    // Next's own not-found route draws the page the header names (app/global-not-found.tsx).
    forwarded.set(NOT_FOUND_HEADER, address.missing);
    markForNotFoundPass(forwarded);
    response = NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers: forwarded } });
  } else response = NextResponse.next({ request: { headers: forwarded } });
  // (A not-found page's second pass keeps what its first pass said: the back office's no-store.)
  if (!notFoundPass) keptByBrowsers(response, request.method, pathname);
  // Asked by the page cache for a page it may store: name the nonce, which it replaces per response,
  // and send the page gzipped with that nonce writable when the cache asks for gzip. Never on an
  // answer given during an outage (above): the cache keeps only the real page. Nor on a not-found
  // page: Next renders it in a second pass with a nonce of that pass.
  if (!address && forPageCache) {
    // The cache asks so for documents only: Next hides an RSC request's headers and `_rsc` from here
    // (addressLookUp), and the render below would be a document.
    if (request.method === 'GET' && request.headers.get(PAGE_CACHE_ENCODING_HEADER) === 'gzip') {
      const kept = await keptPageForCache(request.nextUrl, forwarded, nonce);
      if (kept) return finish(kept);
    }
    response.headers.set(PAGE_CACHE_NONCE_HEADER, nonce);
  }
  return finish(response);
}

/**
 * A public page, rendered, may be kept by the browser (publicPageCacheControl): Next would send
 * no-store. Not the back office, and not a file's route, which sets its own (this would replace it).
 */
function keptByBrowsers(response: NextResponse, method: string, pathname: string): NextResponse {
  if (isPageRequest(method, pathname) && isPageAddress(pathname) && !isBackOfficePath(pathname)) {
    response.headers.set(publicPageCacheControl.key, publicPageCacheControl.value);
  }
  return response;
}

function refuse({ status, message, headers }: Refusal): Response {
  return new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}

/**
 * What a product, category or article address names, the product of the Get Notified page, and what
 * a back office address names for staff (a page, the record of a lead, article, product, category
 * or dealer), asked before the page renders. A renamed product's old slug, and every address under
 * it (the datasheet), answers with the product's address now (db/queries/products-admin.ts keeps
 * each old slug pointing at the current one, so a chain of renames is one hop). A page naming
 * nothing is answered by Next's not-found route with the page of its kind (lib/not-found.ts), which
 * Next renders on the server in full; the page's own notFound() would give an empty document
 * without JavaScript. Anything else renders, and so does any doubt (the database failing): the page
 * decides, and reports the trouble. A database that does not answer in time is checked again at
 * once, and while it is down the page is answered as during any outage.
 */
type AddressAnswer = { redirectTo: string } | { missing: NotFoundKind } | { unanswered: true } | null;

async function resolveAddress(request: NextRequest): Promise<AddressAnswer> {
  const lookUp = addressLookUp(request.nextUrl, request.headers);
  if (!lookUp) return null;
  try {
    return await withinTimeout(lookUp(), ADDRESS_CHECK_MS, 'The database');
  } catch (error) {
    return isDatabaseUnavailableError(error) ? { unanswered: true } : null;
  }
}

/**
 * The question an address puts to the database, if any. Asked of client navigations and
 * prefetches too: Next strips the flight headers (`RSC`, `Next-Router-State-Tree`…) and `_rsc`
 * from the request its proxy sees (next/dist/server/web/adapter.js), so a navigation cannot be
 * told from a document here. Its answer is the same not-found page, and the check is one
 * indexed query.
 */
function addressLookUp(url: NextRequest['nextUrl'], headers: Headers): (() => Promise<AddressAnswer>) | null {
  // The outage page exists for the 503 answer only (an outage render, never checked here).
  if (url.pathname === UNAVAILABLE_PATH) return async () => ({ missing: 'page' });
  if (isBackOfficePath(url.pathname)) {
    // Without a session cookie the page sends the visitor to sign in, whatever the address names.
    if (!carriesSessionCookie(headers, env.SITE_URL)) return null;
    return async () => ((await backOfficeAddressNamesNothing(url, { sessionToken: sessionTokenOf(headers, env.SITE_URL) })) ? { missing: 'back-office' } : null);
  }
  if (url.pathname === '/inquiry/notify') {
    // Get Notified without JavaScript (PPE): the one product its ?product= names, as the page reads it.
    const [id, ...more] = url.searchParams.getAll('product');
    return async () => (more.length === 0 && isSlug(id) && (await productExists(id)) ? null : { missing: 'product' });
  }
  const match = /^\/(product|products|news)\/([^/]+)(\/.*)?$/.exec(url.pathname);
  if (!match) return null;
  const [, section, segment, below] = match;
  return async () => {
    const id = decodeURIComponent(segment); // as the page's params have it
    const answer = await sectionAddressAnswer(section, id, below, url.search);
    // Ids are lower case; a phone capitalises a typed address's first letter, a print may shout.
    // Such an address leads to the one in lower case where that names something.
    const folded = id.toLowerCase();
    if (answer === null || folded === id || !isSlug(folded)) return answer;
    const foldedAnswer = await sectionAddressAnswer(section, folded, below, url.search);
    if (foldedAnswer === null) return { redirectTo: `/${section}/${folded}${below ?? ''}${url.search}` };
    return 'redirectTo' in foldedAnswer ? foldedAnswer : answer;
  };
}

/** What the database says of /product/<id>, /products/<id> or /news/<id> (and what lies below it). */
async function sectionAddressAnswer(section: string, id: string, below: string | undefined, search: string): Promise<AddressAnswer> {
  if (section === 'product') {
    if (isSlug(id) && (await productExists(id))) return null;
    const renamedTo = isSlug(id) ? await getProductRedirect(id) : null;
    if (renamedTo) return { redirectTo: `/product/${renamedTo}${below ?? ''}${search}` };
    return below ? null : { missing: 'product' }; // the datasheet answers its own 404
  }
  if (below) return null; // no route, so Next's not-found route, 'Coming Soon'
  if (section === 'products') return isProductCategory(id) ? null : { missing: 'category' };
  return isSlug(id) && (await articleIsPublic(id)) ? null : { missing: 'article' };
}

/**
 * The check is one indexed query: a database that has not answered it in this time has stalled
 * (and a page's own read would wait 3 s more, db/queries/cache.ts), so the supervisor is asked.
 */
const ADDRESS_CHECK_MS = 1000;

/** What a page request that names no User-Agent is rendered as naming (see proxy). */
const UNNAMED_USER_AGENT = 'unnamed';

// Here rather than in next.config.ts `redirects()`, whose answers would go out without the
// security headers. The range page's old card links used /products/electrodes (spec §2).
const permanentRedirects: Record<string, string> = { '/products/electrodes': '/products/welding-electrodes' };

export const config = {
  // Next buffers the body of every request the proxy sees. /api/resumes streams uploads of up to
  // 10 MB to disk as they arrive, so it stays out, like the static files: next.config.ts gives
  // both their headers, and the route sets its own request id. A path of theirs with a
  // percent-escape comes through all the same, to be refused if Next could not decode it.
  // So does a built file asked for in part (Range) or on a condition its file server could fail
  // on (lib/static-files.ts), which is rare.
  matcher: [
    '/((?!_next/static|_next/image|api/resumes).*)',
    '/(_next/static|_next/image|api/resumes)(.*%.*)',
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'range' }] },
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'if-match' }] },
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'if-unmodified-since' }] },
  ],
};

/** 128 random bits in base64 (22 characters): the nonce is written on every script of a page. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/=+$/, '');
}
