import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'About Us',
  description: 'Over 60 years of welding legacy: our mission, vision and values.',
  path: '/about',
});

export default function AboutPage() {
  return <PageHero eyebrow="About Us" title="Over 60 Years of Welding Legacy" subtitle="Innovation, reliability and excellence in every weld." />;
}
