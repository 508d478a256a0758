import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Privacy Notice',
  description: 'How we collect, use and protect the personal data you send us.',
  path: '/privacy',
});

export default function PrivacyPage() {
  return <PageHero eyebrow="Privacy" title="Privacy Notice" />;
}
