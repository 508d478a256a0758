import Link from 'next/link';
import { SectionHeading } from '@/components/company/section-heading';
import { LinkPending } from '@/components/common/link-pending';
import { Badge } from '@/components/ui/badge';
import type { CategoryView } from '@/db/types';
import { categoryHref } from '@/lib/navigation';

/** The five product categories as cards, in the catalogue's display order. */
export function CategoryGrid({ categories }: { categories: CategoryView[] }) {
  return (
    <section aria-labelledby="categories-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="categories-heading" eyebrow="Our Range" title="Product Categories" align="center">
          <p>Consumables, machines and accessories for every process, every position and every steel.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {categories.map((category) => {
            const comingSoon = category.category_key === 'ppe';
            return (
              <li key={category.category_key}>
                <Link
                  href={categoryHref(category.category_key)}
                  className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition hover:-translate-y-1 hover:border-accent hover:shadow-lg"
                >
                  <div className="relative aspect-[4/3] overflow-hidden bg-muted">
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      src={`/images/categories/${category.category_key}.svg`}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover transition duration-300 group-hover:scale-105"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    {/* Under the picture, not on it: the picture's own labels sit in its corners. */}
                    {comingSoon && (
                      <Badge variant="accent" className="mb-2">
                        Coming Soon
                      </Badge>
                    )}
                    <h3 className="text-xl font-bold text-primary uppercase">{category.name}</h3>
                    <div className="mt-2 flex-1">
                      <p className="line-clamp-4 text-sm leading-relaxed text-muted-foreground">{category.hero_subtitle}</p>
                    </div>
                    <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
                      {comingSoon ? 'See What Is Coming' : 'Explore Range'}
                      <span className="icon-arrow-right size-4 transition group-hover:translate-x-1" aria-hidden="true" />
                      <LinkPending label="Loading products…" />
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
