import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function CategoryNotFound() {
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
