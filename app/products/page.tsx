import Link from 'next/link';
import { PageHero } from '@/components/common/page-hero';
import { Button } from '@/components/ui/button';
import { categoryLinks } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Browse Our Product Range',
  description: 'Welding electrodes, wires & flux, equipment, abrasives and upcoming PPE.',
  path: '/products',
});

export default function ProductsPage() {
  return (
    <>
      <PageHero title="Browse Our Product Range">
        <Button asChild variant="hero">
          <Link href="/contact">Contact Our Experts</Link>
        </Button>
        <Button asChild variant="outline" className="text-foreground">
          <Link href="/dealers">Find a Dealer</Link>
        </Button>
      </PageHero>
      <ul className="container-page grid gap-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {categoryLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-lg border p-6 font-semibold hover:border-accent">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
