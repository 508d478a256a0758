import { Mail, MessageCircle, Phone } from 'lucide-react';
import { BusinessHours } from '@/components/company/business-hours';
import { LocationCard } from '@/components/company/location-card';
import { SectionHeading } from '@/components/company/section-heading';
import { locations, site } from '@/lib/site';
import { cn } from '@/lib/utils';

// The network's "in" glyph, a CSS icon like the others of the site's sprite (Lucide has no brand marks).
function LinkedInMark({ className }: { className?: string }) {
  return <span className={cn('icon-linkedin', className)} />;
}

const channels = [
  { title: 'WhatsApp', detail: 'Chat with our sales desk', action: 'Chat on WhatsApp', href: site.whatsappHref, icon: MessageCircle, external: true, tone: 'bg-[#128c4a]' },
  { title: 'E-mail', detail: site.email, action: `E-mail ${site.email}`, href: `mailto:${site.email}`, icon: Mail, external: false, tone: 'bg-primary' },
  { title: 'Phone', detail: site.phone, action: `Call ${site.phone}`, href: site.phoneHref, icon: Phone, external: false, tone: 'bg-accent' },
  { title: 'LinkedIn', detail: 'News, projects and openings', action: 'Follow us on LinkedIn', href: site.linkedinUrl, icon: LinkedInMark, external: true, tone: 'bg-[#0a66c2]' },
];

/** Every way to reach the company: messaging, e-mail, phone, the professional network, offices and hours. */
export function ContactWays() {
  return (
    <section aria-labelledby="reach-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="reach-heading" eyebrow="Reach Us" title="Ways to Reach Us">
          <p>Our sales and technical teams answer within one working day, usually much sooner.</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-label="Contact channels">
          {channels.map(({ title, detail, action, href, icon: Icon, external, tone }) => (
            <li key={title}>
              <a
                href={href}
                // The action first, then the card's text as shown (its name contains what it shows).
                aria-label={`${action}: ${title}, ${detail}`}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="group flex h-full items-start gap-4 rounded-lg border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md"
              >
                <span className={`flex size-12 shrink-0 items-center justify-center rounded-full text-white ${tone}`}>
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-bold text-primary">
                    {title}
                    <span className="icon-arrow-up-right size-4 text-muted-foreground transition group-hover:text-accent" />
                  </span>{' '}
                  <span className="mt-1 block text-sm break-words text-muted-foreground">{detail}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-14 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div>
            <h3 className="mb-4 text-sm font-bold tracking-wider text-muted-foreground uppercase">Offices & Plants</h3>
            <ul className="grid gap-5 sm:grid-cols-2" aria-label="Offices and plants">
              {locations.map((location) => (
                <LocationCard key={location.city} location={location} />
              ))}
            </ul>
          </div>
          <BusinessHours className="self-start" />
        </div>
      </div>
    </section>
  );
}
