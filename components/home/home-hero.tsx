import { CtaLink } from '@/components/company/cta-link';
import { foundingYear } from '@/lib/company';

export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-steel text-steel-foreground">
      <div
        className="pointer-events-none absolute inset-0 -z-10 [background:radial-gradient(ellipse_at_75%_45%,rgba(245,158,11,0.28),transparent_55%),radial-gradient(ellipse_at_10%_100%,rgba(194,65,12,0.25),transparent_50%)]"
        aria-hidden="true"
      />
      <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-28">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-[0.25em] text-spark uppercase">Made in India · Since {foundingYear}</p>
          <h1 id="hero-heading" className="text-5xl leading-[1.05] font-bold text-white uppercase sm:text-6xl lg:text-7xl">
            Weld the World with us
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed sm:text-xl">Precision Electrodes. High-Performance Wires. Reliable Welding Equipment.</p>
          <div className="mt-10 flex flex-wrap gap-4">
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
          className="mx-auto w-full max-w-xs drop-shadow-2xl sm:max-w-md lg:max-w-none"
        />
      </div>
      <div className="hazard-stripe h-1.5" aria-hidden="true" />
    </section>
  );
}
