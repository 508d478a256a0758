import Link from 'next/link';
import { ProductImage } from '@/components/catalogue/product-image';
import type { SimilarProduct } from '@/db/types';

/** 'You may also like' under a product: the similar products of spec §9, with images. */
export function SimilarProductsStrip({ products }: { products: SimilarProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="render-near-viewport border-t bg-muted/60 [--estimated-height:84rem]">
      <div className="container-page py-12">
        <h2 id="similar-heading" className="mb-6 text-2xl font-bold uppercase">
          You May Also Like
        </h2>
        <ul className="grid gap-5 sm:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <Link href={`/product/${product.id}`} className="group block h-full overflow-hidden rounded-lg border bg-card transition-shadow hover:shadow-md">
                <ProductImage src={product.image_url} alt="" sizes="(min-width: 1024px) 400px, (min-width: 640px) 33vw, 100vw" className="aspect-[4/3] w-full bg-muted" />
                <span className="block p-4">
                  <span className="block text-xs font-semibold tracking-wider text-muted-foreground uppercase">{product.subcategory}</span>
                  <span className="mt-1 block font-semibold leading-snug group-hover:text-accent">{product.name}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
