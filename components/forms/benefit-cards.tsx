import { IconCards, type IconCard } from '@/components/common/icon-cards';

/**
 * The three benefit cards of the dealer and career pages. Their titles are h3s: the section's
 * heading (read, not shown) keeps the outline from jumping from the page's h1 to them.
 */
export function BenefitCards({ benefits, heading }: { benefits: IconCard[]; heading: string }) {
  return (
    <section aria-labelledby="benefits-heading" className="container-page py-12 sm:py-16">
      <h2 id="benefits-heading" className="sr-only">
        {heading}
      </h2>
      <IconCards items={benefits} />
    </section>
  );
}
