import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** The home page's enquiry block. Until the enquiry form lands it leads to /inquiry. */
export function EnquirySection() {
  return (
    <section aria-labelledby="enquiry-heading" className="bg-muted py-16">
      <div className="container-page text-center">
        <h2 id="enquiry-heading" className="text-3xl font-bold uppercase">
          Send Your Enquiry
        </h2>
        <p className="mt-3 text-muted-foreground">Tell us what you weld and our team will recommend the right consumables.</p>
        <Button asChild variant="accent" className="mt-6">
          <Link href="/inquiry">Enquire Now</Link>
        </Button>
      </div>
    </section>
  );
}
