import { PageHero } from '@/components/common/page-hero';
import { PrivacyNotice } from '@/components/company/privacy-notice';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Privacy Notice',
  description: `How ${site.name} collects, uses, keeps and protects the personal data you send through this website, and how to exercise your rights under the Digital Personal Data Protection Act, 2023.`,
  path: '/privacy',
});

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Privacy"
        title="Privacy Notice"
        subtitle="What personal data this website collects, why we collect it, how long we keep it, and how you can exercise your rights under India's Digital Personal Data Protection Act, 2023."
      />
      <PrivacyNotice />
    </>
  );
}
