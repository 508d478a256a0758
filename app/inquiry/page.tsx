import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Get in Touch',
  description: 'Send your enquiry about welding electrodes, wires, flux, equipment or abrasives.',
  path: '/inquiry',
});

export default function InquiryPage() {
  return <PageHero eyebrow="Enquiry" title="Get in Touch" subtitle="Send Your Inquiry" />;
}
