import { leadKindPermissions } from '@/lib/domain/lead-workflow';
import { routeMatcher } from '@/lib/domain/route-match';
import type { Permission } from '@/lib/domain/staff-roles';

// The back office's addresses, as its folders name them (app/(admin)/admin/), for proxy.ts: an
// address none of them claims, or one naming a record that does not exist
// (db/queries/back-office-addresses.ts), is answered by Next's not-found route in the back office's
// chrome (lib/not-found.ts), rendered on the server in full.

/** The file routes (route.ts) under /admin, which lib/request-guards.ts answers as files. */
const BACK_OFFICE_FILES = {
  '/admin/leads/export': ['leads:read'],
  '/admin/leads/[kind]/[id]/resume': ['leads:read'],
} as const satisfies Record<string, readonly Permission[]>;

export const BACK_OFFICE_FILE_ROUTES = Object.keys(BACK_OFFICE_FILES) as (keyof typeof BACK_OFFICE_FILES)[];

/**
 * Each page (page.tsx) and file route (route.ts) under /admin, a fixed segment before a dynamic
 * one, with what its access check asks of staff before the page looks for its record: a page
 * beyond a role sends it away whether the record exists or not, and so does the not-found answer.
 * tests/unit/back-office-pages.test.ts holds both to the app's files.
 */
export const BACK_OFFICE_ROUTES = {
  ...BACK_OFFICE_FILES,
  '/admin': [],
  '/admin/account': [],
  '/admin/audit': ['audit:read'],
  '/admin/categories': ['content:edit'],
  '/admin/categories/[key]': ['content:edit'],
  '/admin/dealers': ['content:edit'],
  // With ?application=, a dealer made from a dealer application: the leads, and that kind of lead, too.
  '/admin/dealers/new': ['content:edit', 'leads:read', leadKindPermissions.dealer_application],
  '/admin/dealers/[id]': ['content:edit'],
  '/admin/forgot-password': [],
  '/admin/invitation': [],
  '/admin/leads': ['leads:read'],
  '/admin/leads/[kind]/[id]': ['leads:read'],
  '/admin/news': ['content:edit'],
  '/admin/news/new': ['content:edit'],
  '/admin/news/[id]': ['content:edit'],
  '/admin/news/[id]/preview': ['content:edit'],
  '/admin/notifications': ['notifications:manage'],
  '/admin/personal-data': ['personal-data:erase'],
  '/admin/products': ['content:edit'],
  '/admin/products/new': ['content:edit'],
  '/admin/products/[id]': ['content:edit'],
  '/admin/products/[id]/images': ['content:edit'],
  '/admin/products/[id]/documents': ['content:edit'],
  '/admin/reset-password': [],
  '/admin/sign-in': [],
  '/admin/sign-in/two-factor': [],
  '/admin/staff': ['staff:manage'],
} as const satisfies Record<string, readonly Permission[]>;

export type BackOfficeRoute = keyof typeof BACK_OFFICE_ROUTES;

/** Which back office page or file an address is, with its dynamic segments; null: none of them. */
export const backOfficeRoute = routeMatcher(Object.keys(BACK_OFFICE_ROUTES) as BackOfficeRoute[]);

/** What staff must be allowed before they are told an address names nothing: its page's check. */
export function backOfficePermissions(pathname: string): readonly Permission[] {
  const match = backOfficeRoute(pathname);
  return match ? BACK_OFFICE_ROUTES[match.route] : [];
}
