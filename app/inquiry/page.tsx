import { PageHero } from '@/components/common/page-hero';
import { ContactAside } from '@/components/forms/contact-aside';
import { EnquiryForm } from '@/components/forms/enquiry-form';
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
        <section aria-labelledby="inquiry-form-heading" className="rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
          <h2 id="inquiry-form-heading" className="text-2xl font-bold uppercase">
            Send Your Inquiry
          </h2>
          <p className="mt-2 mb-6 text-sm text-muted-foreground">Fields marked * are required.</p>
          <EnquiryForm surface="inquiry-page" submitLabel="Send Inquiry" />
        </section>
        <ContactAside />
      </div>
    </>
  );
}
