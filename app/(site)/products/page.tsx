import Link from 'next/link';
import { PageHero } from '@/components/common/page-hero';
import { CategoryCard } from '@/components/catalogue/category-card';
import { Button } from '@/components/ui/button';
import { listCategories, listListedProducts } from '@/db/queries/catalogue';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Browse Our Product Range',
  description:
    'Welding electrodes, MIG, TIG and submerged arc wires and fluxes, welding and cutting equipment, grinding and cutting abrasives, and our upcoming PPE range.',
  path: '/products',
  image: '/images/categories/welding-electrodes.svg',
});

export default async function ProductsPage() {
  const [categories, products] = await Promise.all([listCategories(), listListedProducts()]);
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return (
    <>
      <PageHero
        eyebrow="Our Products"
        title="Browse Our Product Range"
        subtitle="Consumables and equipment made in our Howrah and Bhiwandi plants to AWS, IS and EN ISO standards, for fabrication shops, EPC contractors, shipyards, railways and defence."
      >
        <Button asChild variant="hero">
          <Link href="/contact">Contact Our Experts</Link>
        </Button>
        <Button asChild variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
          <Link href="/dealers">Find a Dealer</Link>
        </Button>
      </PageHero>
      <section aria-label="Product categories" className="container-page py-12 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, index) => (
            <li key={category.category_key}>
              <CategoryCard category={category} productCount={counts.get(category.category_key) ?? 0} priority={index === 0} />
            </li>
          ))}
          <li className="sm:col-span-2 lg:col-span-1">
            <div className="flex h-full flex-col justify-center gap-4 rounded-lg border-2 border-dashed p-8">
              <span className="icon-list-checks size-10 text-accent" />
              <h2 className="text-2xl font-bold uppercase">Looking for a specific grade?</h2>
              <p className="text-sm leading-relaxed text-muted-foreground">
                Search by name, application or classification such as E7018, ER70S-6 or EN ISO 14341, or see every product on one page.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="industrial">
                  <Link href="/search">Search Products</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href="/browse-products">See the Whole Range</Link>
                </Button>
              </div>
            </div>
          </li>
        </ul>
      </section>
    </>
  );
}
