import { PageHero } from '@/components/common/page-hero';
import { ContactEnquiry } from '@/components/company/contact-enquiry';
import { ContactWays } from '@/components/company/contact-ways';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Contact',
  description: `Reach ${site.name} by WhatsApp, e-mail or phone, or visit our offices in Kolkata and Thane and our plants in Howrah and Bhiwandi.`,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to Our Welding Experts"
        subtitle="Questions about a product, a procedure or an order? Our sales and technical teams are ready to help."
      />
      <ContactWays />
      <ContactEnquiry />
    </>
  );
}
