import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Our Story',
  description: 'The people, the plants and the projects behind our welding consumables.',
  path: '/learn-more',
});

export default function LearnMorePage() {
  return <PageHero eyebrow="Our Story" title="Built on Decades of Welding Know-how" />;
}
