import Link from 'next/link';
import { SectionHeading } from '@/components/company/section-heading';
import { LinkPending } from '@/components/common/link-pending';
import { Badge } from '@/components/ui/badge';
import type { CategoryView } from '@/db/types';
import { categoryHref } from '@/lib/navigation';

/** The five product categories as cards, in the catalogue's display order. */
export function CategoryGrid({ categories }: { categories: CategoryView[] }) {
  return (
    <section aria-labelledby="categories-heading" className="section-band [--estimated-height:174rem]">
      <div className="container-page">
        <SectionHeading id="categories-heading" eyebrow="Our Range" title="Product Categories" align="center">
          <p>Consumables, machines and accessories for every process, every position and every steel.</p>
        </SectionHeading>
        <ul className="category-grid">
          {categories.map((category) => {
            const comingSoon = category.category_key === 'ppe';
            return (
              <li key={category.category_key}>
                <Link href={categoryHref(category.category_key)} className="category-tile">
                  <div className="card-media">
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={`/images/categories/${category.category_key}.svg`} alt="" loading="lazy" />
                  </div>
                  <div className="card-body">
                    {/* Under the picture, not on it: the picture's own labels sit in its corners. */}
                    {comingSoon && (
                      <Badge variant="accent" className="mb-2">
                        Coming Soon
                      </Badge>
                    )}
                    <h3>{category.name}</h3>
                    <div className="card-grow">
                      <p className="card-text line-clamp-4">{category.hero_subtitle}</p>
                    </div>
                    <span className="card-cta">
                      {comingSoon ? 'See What Is Coming' : 'Explore Range'}
                      <span className="icon-arrow-right" />
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
