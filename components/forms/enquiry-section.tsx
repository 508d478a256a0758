import { EnquiryFormWhenNear } from '@/components/forms/enquiry-form-when-near';
import { ContactAside } from '@/components/forms/contact-aside';

/** The home page's enquiry block: the enquiry form beside the direct channels. */
export function EnquirySection() {
  return (
    <section aria-labelledby="enquiry-heading" className="section-band bg-muted">
      <div className="container-page">
        <div className="enquiry-head">
          <p className="section-eyebrow">Enquiry</p>
          <h2 id="enquiry-heading">Send Your Enquiry</h2>
          <p>Tell us what you weld and our team will recommend the right consumables.</p>
        </div>
        <div className="enquiry-grid">
          <div className="form-card">
            <EnquiryFormWhenNear surface="home" submitLabel="Submit Enquiry" />
          </div>
          <ContactAside />
        </div>
      </div>
    </section>
  );
}
