import Link from 'next/link';
import { Button, buttonVariants } from '@/components/ui/button';
import type { NotFoundKind } from '@/lib/not-found';

// The pages of an address that names nothing (HTTP 404), each in the public site's chrome: drawn
// by app/global-not-found.tsx when proxy.ts knows before rendering (lib/not-found.ts), and by the
// segments' not-found.tsx when a page finds out itself.

/** Spec §2 catch-all: any unknown path shows 'Coming Soon'. */
export function ComingSoon() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="icon-construction size-16 text-accent" />
      <h1 className="mt-6 text-4xl font-bold uppercase">Coming Soon</h1>
      <p className="mt-3 text-lg text-muted-foreground">This page is under development</p>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}

/**
 * 'Go Back' is given by the segment's not-found.tsx (the catalogue's button, with Next's router).
 * On the not-found document it is a link that FullLoadLinks (components/layout/full-load-links.tsx)
 * takes back: Next loads that document's components on every page, so it brings none of its own.
 */
export function ProductNotFound({ goBack }: { goBack?: React.ReactNode }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="icon-package-search size-14 text-accent" />
      <h1 className="mt-6 text-3xl font-bold uppercase sm:text-4xl">Product Not Found</h1>
      <p className="mt-3 text-muted-foreground">The product you&apos;re looking for doesn&apos;t exist</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {goBack ?? (
          <Link href="/products" data-history-back className={buttonVariants({ variant: 'industrial' })}>
            <span className="icon-arrow-left" />
            Go Back
          </Link>
        )}
        <Button asChild variant="outline">
          <Link href="/search">Search Products</Link>
        </Button>
      </div>
    </section>
  );
}

export function CategoryNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="icon-search-x size-14 text-accent" />
      <h1 className="mt-6 text-3xl font-bold uppercase sm:text-4xl">Category Not Found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">We make welding electrodes, wires &amp; flux, equipment and abrasives, with PPE coming soon.</p>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/products">Browse Our Product Range</Link>
      </Button>
    </section>
  );
}

/** An unknown, unpublished or scheduled article. */
export function ArticleNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="icon-file-question size-16 text-accent" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">Article not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">The article you are looking for may have been moved or is no longer published.</p>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/news">
          <span className="icon-arrow-left" />
          Back to News
        </Link>
      </Button>
    </section>
  );
}

/** Each page of the public site with its document title (the back office's: components/admin/admin-chrome.tsx). */
export const notFoundPages: Record<Exclude<NotFoundKind, 'back-office'>, { title: string; Page: (props: object) => React.ReactNode }> = {
  page: { title: 'Coming Soon', Page: ComingSoon },
  product: { title: 'Product Not Found', Page: ProductNotFound },
  category: { title: 'Category Not Found', Page: CategoryNotFound },
  article: { title: 'Article not found', Page: ArticleNotFound },
};
