import Link from 'next/link';
import { ActiveFilters } from '@/components/catalogue/finder/active-filters';
import { FinderPanel } from '@/components/catalogue/finder/finder-panel';
import { CategoryProductGrid } from '@/components/catalogue/category-views';
import { CompareTray } from '@/components/catalogue/compare/compare-tray';
import type { ProductView } from '@/db/types';
import { isoToday } from '@/lib/domain/classification';
import { facetSourceOf } from '@/lib/catalogue';
import { applyFacets, finderHref, productFacetValues, type FacetSelection } from '@/lib/domain/facets';
import type { ProductCategoryKey } from '@/lib/domain/options';

const RESULTS_ID = 'category-results';

/**
 * A category's products with the finder beside them: the facets its products offer, the ticked
 * ones applied, and the compare form. A category with nothing to filter by shows its grid alone.
 */
export function CategoryFinder({ category, products, selection }: { category: ProductCategoryKey; products: ProductView[]; selection: FacetSelection }) {
  const path = `/products/${category}`;
  const today = isoToday();
  const { items, facets, total } = applyFacets(products, (product) => productFacetValues(facetSourceOf(product), today), selection);
  if (total === 0) return <CategoryProductGrid category={category} products={products} />;
  if (facets.length === 0) {
    return (
      <>
        <CategoryProductGrid category={category} products={products} />
        <CompareTray />
      </>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      <section aria-label="Filters" className="finder-aside">
        <FinderPanel path={path} base={[]} facets={facets} selection={selection} resultsId={RESULTS_ID} />
      </section>
      <div id={RESULTS_ID} className="min-w-0 aria-busy:opacity-60">
        <ActiveFilters path={path} base={[]} selection={selection} shown={items.length} total={total} showTotal />
        {items.length > 0 ? (
          <CategoryProductGrid category={category} products={items} columns="finder" />
        ) : (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-14 text-center">
            <span className="icon-search-x size-10 text-muted-foreground" />
            <p className="mt-3 font-semibold">No products match these filters.</p>
            <Link href={finderHref(path, [], {})} scroll={false} className="mt-3 text-sm font-semibold text-accent hover:underline">
              Show all products
            </Link>
          </div>
        )}
        <CompareTray />
      </div>
    </div>
  );
}
