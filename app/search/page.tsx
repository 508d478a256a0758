import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Search Products',
  description: 'Search welding electrodes, wires, flux, equipment and abrasives.',
  path: '/search',
});

export default function SearchPage() {
  return <PageHero title="Search Products" />;
}
