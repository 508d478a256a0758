import { IconCards, type IconCard } from '@/components/common/icon-cards';

/** The three benefit cards of the dealer and career pages. */
export function BenefitCards({ benefits, heading }: { benefits: IconCard[]; heading: string }) {
  return (
    <section aria-label={heading} className="container-page py-12 sm:py-16">
      <IconCards items={benefits} />
    </section>
  );
}
