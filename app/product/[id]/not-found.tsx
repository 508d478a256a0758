import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function ProductNotFound() {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">Product Not Found</h1>
      <p className="mt-3 text-muted-foreground">The product you&apos;re looking for doesn&apos;t exist</p>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/products">Go Back</Link>
      </Button>
    </section>
  );
}
