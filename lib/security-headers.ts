import shared from './fixed-security-headers.json' with { type: 'json' };

// The security headers every response carries. proxy.ts sends the Content-Security-Policy (it
// holds a fresh nonce per request, which Next puts on every script it renders); next.config.ts
// sends the fixed headers below on every path, including static files the proxy never sees.

type PolicyOptions = {
  /** Fresh per request; pages allow only scripts that carry it (and what those load). */
  nonce?: string;
  /** Served over HTTPS: ask browsers to upgrade any http:// sub-resource. */
  https?: boolean;
  /** `next dev` needs eval and its websocket for fast refresh. */
  development?: boolean;
};

export function contentSecurityPolicy({ nonce, https = false, development = false }: PolicyOptions = {}): string {
  const scripts = nonce
    ? // 'strict-dynamic': the chunks Next's own (nonced) scripts load are trusted; nothing else is.
      `'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`
    : "'none'";
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Inline style attributes (Radix positioning, the upload progress bar, toasts) are not scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The nonce a policy of contentSecurityPolicy() names (proxy.ts hands each request its own). */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}

/**
 * Headers that do not change per request (next.config.ts `headers()`, every path). The site
 * needs none of the browser features Permissions-Policy lists (the forms use no geolocation,
 * camera or payment APIs); X-Frame-Options is for browsers that predate CSP frame-ancestors.
 * Kept in a JSON file that scripts/socket-address.cjs reads too, for what it answers itself.
 */
export const fixedSecurityHeaders: { key: string; value: string }[] = shared.fixedSecurityHeaders;

/** Sent only when the request reached us over HTTPS (as the reverse proxy reports it). */
export const strictTransportSecurity = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/** For responses that are never documents (Next's static files, JSON answers): nothing may run in them. */
export const staticAssetPolicy: string = shared.staticAssetPolicy;

/**
 * A public page (its document and its RSC answer): never kept by a shared cache (private: one
 * nonce would reach many visitors) and asked for again on every visit (no-cache), but a browser may
 * hold on to it, so that Back to it from another site or app is instant: Chromium keeps no page in
 * its back/forward cache that was sent `no-store`, or that fetched anything sent so.
 */
export const publicPageCacheControl = { key: 'Cache-Control', value: 'private, no-cache' };

/** The back office and its auth routes: never indexed, never stored by a browser or a shared cache. */
export const backOfficeHeaders = [
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Cache-Control', value: 'private, no-store' },
];

export const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/api/auth/');
