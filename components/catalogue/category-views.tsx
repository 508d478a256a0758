import Link from 'next/link';
import { PageHero } from '@/components/common/page-hero';
import { NewsletterSignup } from '@/components/forms/newsletter-signup';
import { categoryProductCard } from '@/components/catalogue/category-product-card';
import { CategoryProductCards } from '@/components/catalogue/category-product-card-view';
import { categoryLabel } from '@/lib/catalogue';
import { Button } from '@/components/ui/button';
import type { CategoryView, ProductView } from '@/db/types';
import type { ProductCategoryKey } from '@/lib/domain/options';
import { emptyCategoryText } from '@/components/catalogue/category-texts';

export function CategoryHero({ category }: { category: CategoryView }) {
  return (
    <PageHero eyebrow={category.category_key === 'ppe' ? 'Coming Soon' : 'Product Range'} title={category.hero_title} subtitle={category.hero_subtitle}>
      {category.download_guide_text && category.download_guide_url && (
        // Long guide names wrap on a phone instead of running off the screen.
        <Button asChild variant="hero" size="lg" className="btn-guide">
          <a href={category.download_guide_url} download>
            <span className="icon-download" />
            {category.download_guide_text}
          </a>
        </Button>
      )}
    </PageHero>
  );
}

export function BackToProducts() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link href="/products">
        <span className="icon-arrow-left" />
        Back to Products
      </Link>
    </Button>
  );
}

/** `finder`: the grid shares the row with the filters, so it has a column fewer. */
export function CategoryProductGrid({ category, products, columns = 'page' }: { category: ProductCategoryKey; products: ProductView[]; columns?: 'page' | 'finder' }) {
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
        <span className="icon-package-open size-12 text-muted-foreground" />
        <p className="mt-4 text-lg font-semibold">{emptyCategoryText[category]}</p>
        <p className="mt-1 text-sm text-muted-foreground">Tell us what you need and our team will suggest the right product.</p>
        <Button asChild variant="accent" className="mt-6">
          <Link href="/inquiry">Enquire Now</Link>
        </Button>
      </div>
    );
  }
  return (
    <CategoryProductCards
      className={columns === 'finder' ? 'grid gap-6 sm:grid-cols-2 2xl:grid-cols-3' : 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3'}
      categoryLabel={categoryLabel(category)}
      // The first card's image is the largest thing on a phone's first screen: load it at once.
      cards={products.map((product, index) => categoryProductCard(product, index === 0))}
    />
  );
}

/** The bottom information section: the category's own story and where to get help (styled by .category-info in app/globals.css). */
export function CategoryInfo({ category }: { category: CategoryView }) {
  const isPpe = category.category_key === 'ppe';
  return (
    <section aria-labelledby="category-info-heading" className="bg-muted">
      <div className="container-page category-info">
        <div>
          <h2 id="category-info-heading">
            {isPpe ? 'Be the First to Know' : `About Our ${category.name}`}
          </h2>
          <p>{category.description}</p>
        </div>
        <div className="category-help">
          {isPpe ? (
            <>
              <p>
                <span className="icon-mail" />
                Get launch news by e-mail
              </p>
              <p>One e-mail when the range launches, and none after unless you ask.</p>
              <NewsletterSignup />
            </>
          ) : (
            <>
              <p>
                <span className="icon-wrench" />
                Need help choosing?
              </p>
              <p>
                Our engineers recommend the right grade for your base metal, position and code, and send test certificates on request.
              </p>
              <div className="flex flex-wrap gap-2">
                {category.category_key === 'welding-electrodes' ? (
                  <Button asChild variant="accent">
                    <Link href="/inquiry">Contact Technical Team</Link>
                  </Button>
                ) : (
                  <Button asChild variant="accent">
                    <Link href="/contact">Contact Our Experts</Link>
                  </Button>
                )}
                <Button asChild variant="outline">
                  <Link href="/dealers">Find a Dealer</Link>
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
