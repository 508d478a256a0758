import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function CategoryNotFound() {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">Category Not Found</h1>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/products">Browse Our Product Range</Link>
      </Button>
    </section>
  );
}
