import { CtaLink } from '@/components/company/cta-link';
import { foundingYear } from '@/lib/company';

export function HomeHero() {
  return (
    // Its glow of arc light is drawn by the stylesheet (.home-hero::before).
    <section aria-labelledby="hero-heading" className="home-hero">
      <div className="container-page home-hero-grid">
        <div>
          <p className="hero-eyebrow">Made in India · Since {foundingYear}</p>
          <h1 id="hero-heading" className="hero-title">
            Weld the World with us
          </h1>
          <p className="hero-lead">Precision Electrodes. High-Performance Wires. Reliable Welding Equipment.</p>
          <div className="hero-actions">
            <CtaLink href="/browse-products" variant="hero">
              Browse Our Range
            </CtaLink>
            <CtaLink href="/contact" onDark arrow={false}>
              Talk to an Expert
            </CtaLink>
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src="/images/home/hero-arc.svg"
          alt=""
          width={640}
          height={520}
          fetchPriority="high"
          className="hero-art"
        />
      </div>
      <div className="hazard-stripe h-1.5" />
    </section>
  );
}
