// Which not-found page answers an address. proxy.ts tells an address that names no product,
// category or article from one that exists before the page renders, and hands the unknown ones to
// Next's not-found route with this request header; app/global-not-found.tsx draws the page it
// names. Why not the page's own notFound(): Next answers that with an empty document that only the
// browser's scripts fill in (vercel/next.js#62228), blank for crawlers, link checkers and anyone
// without JavaScript, while its not-found route is rendered on the server in full.

import { processToken } from '@/lib/core/process-token';

/** Next's own route for an address no route claims, which proxy.ts rewrites the unknown ones to. */
export const NOT_FOUND_ROUTE = '/_not-found';

/** Request header, set by proxy.ts only (a visitor's own is dropped there). */
export const NOT_FOUND_HEADER = 'x-arcstar-not-found';

/**
 * 'page': an address no route claims (spec §2 catch-all, 'Coming Soon'). 'back-office': an address
 * under /admin that names no page or no record (db/queries/back-office-addresses.ts), drawn in the
 * back office's chrome for staff.
 */
export const notFoundKinds = ['page', 'product', 'category', 'article', 'back-office'] as const;
export type NotFoundKind = (typeof notFoundKinds)[number];

export function notFoundKindOf(value: string | null | undefined): NotFoundKind {
  return notFoundKinds.find((kind) => kind === value) ?? 'page';
}

/**
 * Next asks proxy.ts again for its not-found route when it renders the page a rewrite chose. That
 * pass keeps what the first one told the page (which page, the address to log), recognised by
 * this mark: a visitor asking for /_not-found directly is an unknown address like any other.
 */
const NOT_FOUND_PASS_HEADER = 'x-arcstar-not-found-pass';

export function markForNotFoundPass(headers: Headers): void {
  headers.set(NOT_FOUND_PASS_HEADER, processToken());
}

export function isNotFoundPass(pathname: string, headers: Pick<Headers, 'get'>): boolean {
  return pathname === NOT_FOUND_ROUTE && headers.get(NOT_FOUND_PASS_HEADER) === processToken();
}
