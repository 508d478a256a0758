import { notFound } from 'next/navigation';
import { BackToProducts, CategoryHero, CategoryInfo } from '@/components/catalogue/category-views';
import { CategoryJsonLd } from '@/components/catalogue/category-json-ld';
import { CategoryFinder } from '@/components/catalogue/finder/category-finder';
import { getCategory, listProducts, type ProductFilters } from '@/db/queries/catalogue';
import { parseFacetSelection } from '@/lib/domain/facets';
import { isProductCategory, type ProductCategoryKey } from '@/lib/domain/options';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };


/** Spec §2: categories list their available products; PPE lists only its upcoming ones. */
const listingFilters = (category: ProductCategoryKey): ProductFilters =>
  category === 'ppe' ? { category, isAvailable: null, isUpcoming: true } : { category };

export async function generateMetadata({ params }: Props) {
  const { category } = await params;
  const record = isProductCategory(category) ? await getCategory(category) : null;
  if (!record) return { title: 'Category Not Found' };
  return pageMetadata({
    title: record.category_key === 'ppe' ? `${record.hero_title} (Coming Soon)` : record.hero_title,
    description: record.hero_subtitle,
    path: `/products/${category}`,
    image: `/images/categories/${category}.svg`,
  });
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { category } = await params;
  if (!isProductCategory(category)) notFound();
  // Decided before anything streams, so that an unknown category answers 404.
  const record = await getCategory(category);
  if (!record) notFound();
  const products = await listProducts(listingFilters(category));
  const selection = parseFacetSelection(await searchParams);
  return (
    <>
      <CategoryJsonLd category={record} products={products} />
      <CategoryHero category={record} />
      <section aria-labelledby="category-products-heading" className="container-page py-10 sm:py-14">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <BackToProducts />
          <h2 id="category-products-heading" className="sr-only">
            {record.name} products
          </h2>
        </div>
        {/* Rendered complete (no streamed fallback), so the page works without JavaScript. */}
        <CategoryFinder category={category} products={products} selection={selection} />
      </section>
      <CategoryInfo category={record} />
    </>
  );
}

