import type { Database } from '@/db/client';
import { getCategoryForEditing } from '@/db/queries/categories-admin';
import { getApplicationForConversion, getDealerForEditing } from '@/db/queries/dealers-admin';
import { findInboxLead } from '@/db/queries/lead-inbox';
import { findSessionRole } from '@/db/queries/staff';
import { getArticleForEditing } from '@/db/queries/news-admin';
import { productExists } from '@/db/queries/page-addresses';
import { getProductRedirect } from '@/db/queries/product-redirects';
import { backOfficeRoute, type BackOfficeRoute } from '@/lib/domain/back-office-pages';
import { isProductCategory } from '@/lib/domain/options';
import { isInboxLeadKind, isUuid, mayOpenLeadKind } from '@/lib/domain/lead-workflow';
import { isSlug } from '@/lib/domain/slug';

// Whether a back office address names something: asked by proxy.ts before the page renders, as
// db/queries/page-addresses.ts for the public site, so that a record that does not exist (a lead
// erased, an id mistyped, a link from an old e-mail) is answered by Next's not-found route, which
// renders on the server in full; the page's own notFound() gives an empty document that only the
// browser's scripts fill in. The conditions are the pages' own, read with the pages' readers;
// each page still calls notFound() itself (a record removed in between).

/** Who asks: the session token the request's cookie names (lib/auth/session-cookie.ts), if any. */
export type Asker = { sessionToken: string | null };

type RecordCheck = (params: string[], search: URLSearchParams, asker: Asker, db?: Database) => Promise<boolean>;

const articleExists: RecordCheck = async ([id], _, __, db) => (await getArticleForEditing(id, db)) !== null;

/**
 * A lead of a kind the asker's role does not open is named as one that does not exist, so its
 * page's answer confirms no id. A token naming no session leaves it to the page (sign in again).
 */
const leadExists: RecordCheck = async ([kind, id], _, { sessionToken }, db) => {
  if (!isInboxLeadKind(kind) || !isUuid(id) || (await findInboxLead(kind, id, db)) === null) return false;
  const role = sessionToken ? await findSessionRole(sessionToken, db) : null;
  return role === null || mayOpenLeadKind(role, kind);
};

const recordChecks: Partial<Record<BackOfficeRoute, RecordCheck>> = {
  '/admin/leads/[kind]/[id]': leadExists,
  '/admin/news/[id]': articleExists,
  '/admin/news/[id]/preview': articleExists,
  // A renamed product's old id: the page sends the editor on to the product's address now.
  '/admin/products/[id]': async ([id], _, __, db) => isSlug(id) && ((await productExists(id, db)) || (await getProductRedirect(id, db)) !== null),
  '/admin/products/[id]/images': async ([id], _, __, db) => isSlug(id) && productExists(id, db),
  '/admin/products/[id]/documents': async ([id], _, __, db) => isSlug(id) && productExists(id, db),
  '/admin/categories/[key]': async ([key], _, __, db) => isProductCategory(key) && (await getCategoryForEditing(key, db)) !== null,
  '/admin/dealers/[id]': async ([id], _, __, db) => (await getDealerForEditing(id, db)) !== null,
  // A new dealer, or one made from the dealer application ?application= names.
  '/admin/dealers/new': async (_, search, __, db) => {
    const [id] = search.getAll('application');
    return id === undefined || (isUuid(id) && (await getApplicationForConversion(id, db)) !== null);
  },
};

/** True when no back office page or file claims the address, or the record it names does not exist (for `asker`). */
export async function backOfficeAddressNamesNothing(url: { pathname: string; searchParams: URLSearchParams }, asker: Asker, db?: Database): Promise<boolean> {
  const match = backOfficeRoute(url.pathname);
  if (!match) return true;
  const check = recordChecks[match.route];
  return check ? !(await check(match.params, url.searchParams, asker, db)) : false;
}
