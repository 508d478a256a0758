import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Careers',
  description: 'Grow with us: careers in production, quality, R&D, sales and more.',
  path: '/careers',
});

export default function CareersPage() {
  return <PageHero eyebrow="Join Our Network" title="Careers" />;
}
