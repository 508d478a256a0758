import Link from 'next/link';
import { PageHero } from '@/components/common/page-hero';
import { Button } from '@/components/ui/button';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Welding Electrodes, Wires, Flux & Equipment',
  description: 'Precision Electrodes. High-Performance Wires. Reliable Welding Equipment.',
  path: '/',
});

export default function HomePage() {
  return (
    <PageHero title="Weld the World with us" subtitle="Precision Electrodes. High-Performance Wires. Reliable Welding Equipment.">
      <Button asChild variant="hero" size="lg">
        <Link href="/browse-products">Browse Our Range</Link>
      </Button>
    </PageHero>
  );
}
