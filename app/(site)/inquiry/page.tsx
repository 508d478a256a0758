import { PageHero } from '@/components/common/page-hero';
import { ContactAside } from '@/components/forms/contact-aside';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { FormPanel } from '@/components/forms/form-panel';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Get in Touch',
  description: 'Send your enquiry about welding electrodes, wires, flux, equipment or abrasives.',
  path: '/inquiry',
});

export default function InquiryPage() {
  return (
    <>
      <PageHero
        eyebrow="Enquiry"
        title="Get in Touch"
        subtitle="Tell us about your application, the grades you use or the job ahead. Our technical sales team will recommend the right consumables and send prices."
      />
      <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormPanel id="send-inquiry" title="Send Your Inquiry" intro="Fields marked * are required." className="sm:p-8">
          <EnquiryForm surface="inquiry-page" submitLabel="Send Inquiry" />
        </FormPanel>
        <ContactAside />
      </div>
    </>
  );
}
