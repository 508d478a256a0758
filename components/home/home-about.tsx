import { CtaLink } from '@/components/company/cta-link';
import { SectionHeading } from '@/components/company/section-heading';
import { foundingYear, legacyFigure } from '@/lib/company';
import { site } from '@/lib/site';

export function HomeAbout() {
  return (
    <section aria-labelledby="about-heading" className="section-band bg-muted [--estimated-height:59rem]">
      <div className="container-page about-grid">
        <div className="about-media">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/images/home/legacy.svg" alt="" width={560} height={420} loading="lazy" />
          {/* Over the sky, top right: the picture's captions (1962, TODAY) run along its foot. */}
          <div className="about-badge">
            <p>{legacyFigure()}</p>
            <p>Years of legacy</p>
          </div>
        </div>
        <div>
          <SectionHeading id="about-heading" eyebrow="About" title={`About ${site.name}`}>
            <p>
              Our story began in {foundingYear} in a small workshop in Howrah, where our founder made electrodes by hand for the engineering units
              along the Hooghly. With over 60 years of legacy, we have grown into a manufacturer with two plants, a nationwide dealer
              network and customers across India and overseas.
            </p>
            <p className="mt-4">
              Through every decade one thing has not changed: we make each electrode, spool and machine as if our own name were welded
              into the joint. Because it is.
            </p>
          </SectionHeading>
          <CtaLink href="/learn-more" variant="industrial" className="mt-8">
            Learn More About Us
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
