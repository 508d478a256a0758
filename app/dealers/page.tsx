import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Become a Dealer',
  description: 'Partner with a welding brand with over 60 years of experience.',
  path: '/dealers',
});

export default function DealersPage() {
  return <PageHero eyebrow="Join Our Network" title="Become a Dealer" />;
}
