import Link from 'next/link';
import { PageHero } from '@/components/common/page-hero';
import { RangeItem } from '@/components/catalogue/range-item';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { listCategories, listListedProducts } from '@/db/queries/catalogue';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Our Complete Range',
  description:
    'Every welding electrode, wire, flux, machine and abrasive we make, on one page and grouped by category, with our upcoming PPE range.',
  path: '/browse-products',
});

export default async function BrowseProductsPage() {
  const [categories, products] = await Promise.all([listCategories(), listListedProducts()]);
  const groups = categories
    .map((category) => ({ category, items: products.filter((product) => product.category === category.category_key) }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      <PageHero
        eyebrow="Browse Our Range"
        title="Our Complete Range"
        subtitle={`${products.filter((product) => product.is_available).length} products across ${groups.length} categories, each with its full technical data and datasheet.`}
      >
        <Button asChild variant="hero">
          <Link href="/search">Search Products</Link>
        </Button>
      </PageHero>
      <nav aria-label="Categories on this page" className="sticky top-16 z-30 border-b bg-background">
        <ul className="container-page flex gap-2 overflow-x-auto py-3">
          {groups.map(({ category }) => (
            <li key={category.category_key} className="shrink-0">
              <a
                href={`#${category.category_key}`}
                className="inline-block rounded-full border px-3 py-1 text-sm font-semibold hover:border-accent hover:text-accent"
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container-page space-y-14 py-12">
        {groups.map(({ category, items }) => (
          <section key={category.category_key} id={category.category_key} aria-labelledby={`${category.category_key}-heading`} className="scroll-mt-32">
            <div className="mb-5 flex flex-wrap items-end justify-between gap-3 border-b-2 border-accent pb-3">
              <h2 id={`${category.category_key}-heading`} className="text-2xl font-bold uppercase sm:text-3xl">
                {category.name}
                {category.category_key === 'ppe' && (
                  <Badge variant="spark" className="ml-3 align-middle">
                    Coming Soon
                  </Badge>
                )}
              </h2>
              <Link href={`/products/${category.category_key}`} className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline">
                {`All ${category.name}`}
                <span className="icon-arrow-right size-4" />
              </Link>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((product) => (
                <li key={product.id}>
                  <RangeItem product={product} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
