import { CtaLink } from '@/components/company/cta-link';
import { SectionHeading } from '@/components/company/section-heading';

const paths = [
  {
    id: 'dealers',
    title: 'Dealers',
    icon: 'icon-handshake',
    text: 'Stock a range that fabricators ask for by name. Our dealers enjoy healthy margins, marketing support, technical backing and protected territories.',
    cta: 'Partner With Us',
    href: '/dealers',
  },
  {
    id: 'careers',
    title: 'Careers',
    icon: 'icon-briefcase-business',
    text: 'Engineers, metallurgists, sales professionals and technicians: build a career where your work ends up in bridges, ships and power plants.',
    cta: 'Apply Today',
    href: '/careers',
  },
];

export function JoinNetwork() {
  return (
    <section aria-labelledby="network-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="network-heading" eyebrow="Grow With Us" title="Join Our Network" align="center">
          <p>Whether you sell welding products or want to make them, there is a place for you with us.</p>
        </SectionHeading>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {paths.map(({ id, title, icon, text, cta, href }) => (
            <article key={id} aria-labelledby={`network-${id}`} className="relative flex flex-col overflow-hidden rounded-lg border bg-card p-8 shadow-sm">
              <div className="absolute inset-x-0 top-0 h-1.5 bg-accent" aria-hidden="true" />
              <span className={`${icon} size-10 text-accent`} aria-hidden="true" />
              <h3 id={`network-${id}`} className="mt-5 text-2xl font-bold text-primary uppercase">
                {title}
              </h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{text}</p>
              <CtaLink href={href} variant="accent" className="mt-6 self-start">
                {cta}
              </CtaLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
