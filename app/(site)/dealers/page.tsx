import { PageHero } from '@/components/common/page-hero';
import { Button } from '@/components/ui/button';
import { BenefitCards } from '@/components/forms/benefit-cards';
import { DEALER_LOCATOR_ID, DealerLocator } from '@/components/dealers/dealer-locator';
import { DealerForm } from '@/components/forms/dealer-form';
import { FormPanel } from '@/components/forms/form-panel';
import { dealerBenefits } from '@/content/join-network';
import { listActiveDealers } from '@/db/queries/dealers';
import { parseDealerSearch } from '@/lib/domain/dealer-locator';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The dealer finder's searches (?state=, ?near=) are named in the title; the canonical stays /dealers. */
export async function generateMetadata({ searchParams }: Props) {
  const { state, near } = parseDealerSearch(await searchParams);
  const place = state ? `Dealers in ${state}` : near ? `Dealers near ${near}` : null;
  return pageMetadata({
    title: place ? `${place} – Become a Dealer` : 'Become a Dealer',
    description: 'Partner with a welding brand with over 60 years of experience: high profit margins, marketing support and territory protection.',
    path: '/dealers',
  });
}

export default async function DealersPage({ searchParams }: Props) {
  // The query first: it makes the page per-request, so the build never reads the dealers.
  const search = parseDealerSearch(await searchParams);
  const dealers = await listActiveDealers();
  return (
    <>
      <PageHero
        eyebrow="Join Our Network"
        title="Become a Dealer"
        subtitle="Grow with a welding brand that industry has trusted for over 60 years: high profit margins, marketing support and territory protection for every authorised dealer."
      >
        <Button asChild variant="hero" size="lg">
          <a href="#dealer-application">Apply Now</a>
        </Button>
        <Button asChild variant="outline" size="lg" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
          <a href={`#${DEALER_LOCATOR_ID}`}>Find a Dealer</a>
        </Button>
      </PageHero>
      <DealerLocator dealers={dealers} search={search} />
      <BenefitCards heading="Why become a dealer" benefits={dealerBenefits} />
      <section aria-labelledby="experience-heading" className="bg-muted py-12">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <span className="icon-handshake size-8" />
          </span>
          <div>
            <h2 id="experience-heading" className="text-2xl font-bold uppercase">
              Over 60 years of experience behind every box
            </h2>
            <p className="mt-2 max-w-3xl text-muted-foreground">
              {site.name} products are specified by fabricators, EPC contractors, shipyards, defence and railway workshops across India. As a
              dealer you sell a name your customers already ask for, backed by our technical team.
            </p>
          </div>
        </div>
      </section>
      <div className="container-page py-12 sm:py-16">
        <FormPanel
          id="dealer-application"
          title="Dealer Application"
          intro="Fields marked * are required. We review every application personally."
          className="mx-auto max-w-4xl"
        >
          <DealerForm />
        </FormPanel>
      </div>
    </>
  );
}
