import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Our Range',
  description: 'The whole range of welding consumables and equipment at a glance.',
  path: '/browse-products',
});

export default function BrowseProductsPage() {
  return <PageHero title="Our Range" />;
}
