import Link from 'next/link';
import { CompareTable } from '@/components/catalogue/compare/compare-table';
import { PrintButton } from '@/components/catalogue/compare/print-button';
import { getComparedProducts } from '@/db/queries/catalogue';
import { parseComparedIds, MAX_COMPARED_PRODUCTS } from '@/lib/domain/compare';
import { categoryLinks } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata = {
  ...pageMetadata({
    title: 'Compare Products',
    description: 'Welding consumables and equipment side by side: classification, approvals, chemistry, mechanical properties, positions, sizes and packing.',
    path: '/compare',
  }),
  // One view per set of products: for visitors and their colleagues, not for search indexes.
  robots: { index: false, follow: true },
};

/** Up to four products side by side (/compare?ids=a,b,c): printable, and shared by its address. */
export default async function ComparePage({ searchParams }: Props) {
  const { ids, dropped } = parseComparedIds((await searchParams).ids);
  const products = await getComparedProducts(ids);
  return (
    <section className="container-page py-8 sm:py-12" data-print-page="">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold uppercase sm:text-4xl">Compare Products</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground print:hidden">
            Up to {MAX_COMPARED_PRODUCTS} products side by side. This page&apos;s address names them: copy it to share the comparison.
          </p>
        </div>
        {products.length > 0 && <PrintButton />}
      </div>
      {dropped > 0 && (
        <p role="note" className="mb-4 rounded-md border bg-muted px-4 py-2 text-sm">
          Only the first {MAX_COMPARED_PRODUCTS} products are compared.
        </p>
      )}
      {products.length > 0 ? (
        <CompareTable products={products} />
      ) : (
        <div className="rounded-lg border border-dashed px-6 py-12 text-center">
          <p className="font-semibold">No products to compare yet.</p>
          <p className="mt-2 text-muted-foreground">Tick Compare on up to {MAX_COMPARED_PRODUCTS} products in a category or in the search results.</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-2">
            {categoryLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-block rounded-full border bg-background px-3 py-1 text-sm hover:border-accent hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
