import Link from 'next/link';
import { GoBackButton } from '@/components/catalogue/go-back-button';
import { Button } from '@/components/ui/button';

export default function ProductNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="icon-package-search size-14 text-accent" />
      <h1 className="mt-6 text-3xl font-bold uppercase sm:text-4xl">Product Not Found</h1>
      <p className="mt-3 text-muted-foreground">The product you&apos;re looking for doesn&apos;t exist</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <GoBackButton fallbackHref="/products" />
        <Button asChild variant="outline">
          <Link href="/search">Search Products</Link>
        </Button>
      </div>
    </section>
  );
}
