import { CtaLink } from '@/components/company/cta-link';
import Link from 'next/link';
import { BriefcaseBusiness, Handshake, PackageSearch } from 'lucide-react';

const routes = [
  { title: 'Quote for a product', text: 'Pick a product from the range and request a quote from its page.', href: '/browse-products', cta: 'Browse Our Range', icon: PackageSearch },
  { title: 'Dealership', text: 'Sell our range in your territory.', href: '/dealers', cta: 'Become a Dealer', icon: Handshake },
  { title: 'Jobs', text: 'Engineering, sales and plant roles.', href: '/careers', cta: 'Careers', icon: BriefcaseBusiness },
];

/** A short entry point to the right form for each kind of request. */
export function ContactEnquiry() {
  return (
    <section aria-labelledby="contact-enquiry-heading" className="bg-steel py-16 text-steel-foreground sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-center">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-spark uppercase">Write to Us</p>
          <h2 id="contact-enquiry-heading" className="text-3xl font-bold text-white uppercase sm:text-4xl">
            Tell us what you weld
          </h2>
          <div className="mt-3 h-1 w-16 bg-accent" aria-hidden="true" />
          <p className="mt-4 text-lg leading-relaxed">
            Share the base metal, thickness, welding process and the standard you work to. The more we know, the more precise our
            recommendation, and the faster our quote.
          </p>
          <CtaLink href="/inquiry" variant="hero" className="mt-8">
            Send an Enquiry
          </CtaLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Other requests">
          {routes.map(({ title, text, href, cta, icon: Icon }) => (
            <li key={href} className="flex flex-col rounded-lg border border-white/10 bg-white/5 p-5">
              <Icon className="size-7 text-spark" aria-hidden="true" />
              <h3 className="mt-3 font-bold text-white">{title}</h3>
              <p className="mt-1 flex-1 text-sm leading-relaxed">{text}</p>
              <Link href={href} className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-spark hover:underline">
                {cta}
                <span className="icon-arrow-right size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
