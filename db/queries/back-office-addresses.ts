import type { Database } from '@/db/client';
import { getCategoryForEditing } from '@/db/queries/categories-admin';
import { getApplicationForConversion, getDealerForEditing } from '@/db/queries/dealers-admin';
import { findInboxLead } from '@/db/queries/lead-inbox';
import { getArticleForEditing } from '@/db/queries/news-admin';
import { productExists } from '@/db/queries/page-addresses';
import { getProductRedirect } from '@/db/queries/product-redirects';
import { backOfficeRoute, type BackOfficeRoute } from '@/lib/domain/back-office-pages';
import { isProductCategory } from '@/lib/domain/options';
import { isInboxLeadKind, isUuid } from '@/lib/domain/lead-workflow';
import { isSlug } from '@/lib/domain/slug';

// Whether a back office address names something: asked by proxy.ts before the page renders, as
// db/queries/page-addresses.ts for the public site, so that a record that does not exist (a lead
// erased, an id mistyped, a link from an old e-mail) is answered by Next's not-found route, which
// renders on the server in full; the page's own notFound() gives an empty document that only the
// browser's scripts fill in. The conditions are the pages' own, read with the pages' readers;
// each page still calls notFound() itself (a record removed in between).

type RecordCheck = (params: string[], search: URLSearchParams, db?: Database) => Promise<boolean>;

const articleExists: RecordCheck = async ([id], _, db) => (await getArticleForEditing(id, db)) !== null;

const recordChecks: Partial<Record<BackOfficeRoute, RecordCheck>> = {
  '/admin/leads/[kind]/[id]': async ([kind, id], _, db) => isInboxLeadKind(kind) && isUuid(id) && (await findInboxLead(kind, id, db)) !== null,
  '/admin/news/[id]': articleExists,
  '/admin/news/[id]/preview': articleExists,
  // A renamed product's old id: the page sends the editor on to the product's address now.
  '/admin/products/[id]': async ([id], _, db) => isSlug(id) && ((await productExists(id, db)) || (await getProductRedirect(id, db)) !== null),
  '/admin/products/[id]/images': async ([id], _, db) => isSlug(id) && productExists(id, db),
  '/admin/products/[id]/documents': async ([id], _, db) => isSlug(id) && productExists(id, db),
  '/admin/categories/[key]': async ([key], _, db) => isProductCategory(key) && (await getCategoryForEditing(key, db)) !== null,
  '/admin/dealers/[id]': async ([id], _, db) => (await getDealerForEditing(id, db)) !== null,
  // A new dealer, or one made from the dealer application ?application= names.
  '/admin/dealers/new': async (_, search, db) => {
    const [id] = search.getAll('application');
    return id === undefined || (isUuid(id) && (await getApplicationForConversion(id, db)) !== null);
  },
};

/** True when no back office page or file claims the address, or the record it names does not exist. */
export async function backOfficeAddressNamesNothing(url: { pathname: string; searchParams: URLSearchParams }, db?: Database): Promise<boolean> {
  const match = backOfficeRoute(url.pathname);
  if (!match) return true;
  const check = recordChecks[match.route];
  return check ? !(await check(match.params, url.searchParams, db)) : false;
}
