import Link from 'next/link';
import { ProductImage } from '@/components/catalogue/product-image';
import type { ProductView } from '@/db/types';
import { formatCalendarDate, primaryClassification } from '@/lib/catalogue';

/** One product on the whole-range page (/browse-products): image, name, subcategory and its main classification or launch date. */
export function RangeItem({ product }: { product: ProductView }) {
  const classification = primaryClassification(product);
  return (
    <Link
      href={`/product/${product.id}`}
      className="group flex h-full items-center gap-4 rounded-lg border bg-card p-3 transition-colors hover:border-accent focus-visible:border-accent"
    >
      <span className="block w-24 shrink-0 overflow-hidden rounded-md bg-muted">
        <ProductImage src={product.image_url} alt="" width={96} height={72} sizes="96px" className="aspect-[4/3] w-full" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold leading-snug group-hover:text-accent">{product.name}</span>
        <span className="mt-1 block text-xs text-muted-foreground">
          {product.subcategory}
          {product.is_upcoming && product.launch_date
            ? ` · Launching ${formatCalendarDate(product.launch_date)}`
            : classification && ` · ${classification[1]}`}
        </span>
      </span>
    </Link>
  );
}
