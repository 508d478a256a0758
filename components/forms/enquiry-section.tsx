import { EnquiryForm } from '@/components/forms/enquiry-form';
import { ContactAside } from '@/components/forms/contact-aside';

/** The home page's enquiry block: the enquiry form beside the direct channels. */
export function EnquirySection() {
  return (
    <section aria-labelledby="enquiry-heading" className="bg-muted py-16 sm:py-20">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Enquiry</p>
          <h2 id="enquiry-heading" className="mt-2 text-3xl font-bold uppercase sm:text-4xl">
            Send Your Enquiry
          </h2>
          <p className="mt-3 text-muted-foreground">Tell us what you weld and our team will recommend the right consumables.</p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
            <EnquiryForm surface="home" submitLabel="Submit Enquiry" />
          </div>
          <ContactAside />
        </div>
      </div>
    </section>
  );
}
