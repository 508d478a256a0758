import Link from 'next/link';
import { LinkPending } from '@/components/common/link-pending';
import { Badge } from '@/components/ui/badge';
import type { CategoryView } from '@/db/types';
import { imageLoading } from '@/lib/media/image-loading';

/**
 * One of the five categories on the range page. The first card's picture is on a phone's first
 * screen, its largest paint (`priority`): fetched at once and first; the others wait to be near.
 */
export function CategoryCard({ category, productCount, priority = false }: { category: CategoryView; productCount: number; priority?: boolean }) {
  const isPpe = category.category_key === 'ppe';
  const href = `/products/${category.category_key}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG artwork */}
        <img
          src={`/images/categories/${category.category_key}.svg`}
          alt=""
          width={800}
          height={600}
          {...imageLoading(priority)}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold uppercase">
            {/* The whole card is the link's click target; the heading names it. */}
            <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:text-accent">
              {category.name}
              <LinkPending label="Loading products…" />
            </Link>
          </h2>
          {isPpe && <Badge variant="spark">Coming Soon</Badge>}
        </div>
        <p className="line-clamp-4 text-sm leading-relaxed text-muted-foreground">{category.hero_subtitle}</p>
        <p className="mt-auto flex items-center justify-between pt-2 text-sm font-semibold">
          <span className="text-muted-foreground">{`${productCount} ${isPpe ? 'upcoming ' : ''}${productCount === 1 ? 'product' : 'products'}`}</span>
          <span className="inline-flex items-center gap-1 text-accent">
            {isPpe ? 'See what’s coming' : 'Explore range'}
            <span className="icon-arrow-right size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </p>
      </div>
    </article>
  );
}
