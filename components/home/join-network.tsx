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
    <section aria-labelledby="network-heading" className="section-band [--estimated-height:63rem]">
      <div className="container-page">
        <SectionHeading id="network-heading" eyebrow="Grow With Us" title="Join Our Network" align="center">
          <p>Whether you sell welding products or want to make them, there is a place for you with us.</p>
        </SectionHeading>
        <div className="network-grid">
          {paths.map(({ id, title, icon, text, cta, href }) => (
            // The accent bar along its top is drawn by the stylesheet (.network-card::before).
            <article key={id} aria-labelledby={`network-${id}`} className="network-card">
              <span className={icon} />
              <h3 id={`network-${id}`}>{title}</h3>
              <p>{text}</p>
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
