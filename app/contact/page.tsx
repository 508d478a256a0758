import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Contact',
  description: 'Reach our sales and technical teams in Kolkata and Thane.',
  path: '/contact',
});

export default function ContactPage() {
  return <PageHero eyebrow="Contact" title="Talk to Our Welding Experts" />;
}
