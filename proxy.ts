import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/core/request-id';
import { backOfficeHeaders, contentSecurityPolicy, isBackOfficePath } from '@/lib/security-headers';
import { PAGE_CACHE_AUTH_HEADER, PAGE_CACHE_NONCE_HEADER, rendersForPageCache } from '@/lib/page-cache';
import { env } from '@/lib/core/env';

// Every request but Next's static files: a fresh CSP nonce (Next reads it from the request's
// Content-Security-Policy header and puts it on each script it renders) and a request id that
// the logs of this request carry and the response returns.
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
  const policy = contentSecurityPolicy({ nonce, https, development: process.env.NODE_ENV === 'development' });
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));

  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', policy);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  forwarded.delete(PAGE_CACHE_AUTH_HEADER); // the secret goes no further than here
  const redirectTo = permanentRedirects[request.nextUrl.pathname];
  const response = redirectTo
    ? NextResponse.redirect(new URL(redirectTo, request.url), 308)
    : NextResponse.next({ request: { headers: forwarded } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  if (isBackOfficePath(request.nextUrl.pathname)) for (const { key, value } of backOfficeHeaders) response.headers.set(key, value);
  // Asked by the page cache for a page it may store: name the nonce, which it replaces per response.
  const forPageCache = { method: request.method, pathname: request.nextUrl.pathname, authHeader: request.headers.get(PAGE_CACHE_AUTH_HEADER) };
  if (!redirectTo && rendersForPageCache(forPageCache, env.PAGE_CACHE_SECRET)) response.headers.set(PAGE_CACHE_NONCE_HEADER, nonce);
  return response;
}

// Here rather than in next.config.ts `redirects()`, whose answers would go out without the
// security headers. The range page's old card links used /products/electrodes (spec §2).
const permanentRedirects: Record<string, string> = { '/products/electrodes': '/products/welding-electrodes' };

export const config = {
  // Next buffers the body of every request the proxy sees. /api/resumes streams uploads of up to
  // 10 MB to disk as they arrive, so it stays out, like the static files: next.config.ts gives
  // both their headers, and the route sets its own request id.
  matcher: ['/((?!_next/static|_next/image|api/resumes).*)'],
};
