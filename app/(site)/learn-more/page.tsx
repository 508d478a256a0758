import { CtaLink } from '@/components/company/cta-link';
import { Globe2, ShieldCheck, Timer } from 'lucide-react';
import { PageHero } from '@/components/common/page-hero';
import { LeaderProfiles } from '@/components/company/leader-profiles';
import { SectionHeading, StoryParagraphs } from '@/components/company/section-heading';
import { companyStory, impactFigures, milestones } from '@/lib/company';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Our Story',
  description: `How ${site.name} grew from a Howrah electrode workshop into a manufacturer trusted by defence and railways: our story, our leaders and our impact.`,
  path: '/learn-more',
});

const impactIcons = [Timer, Globe2, ShieldCheck];

export default function LearnMorePage() {
  return (
    <>
      <PageHero
        eyebrow="Our Story"
        title="Built Weld by Weld"
        subtitle="The people, the plants and the projects behind the consumables that Indian industry trusts."
      />

      <section aria-labelledby="story-heading" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1fr]">
          <SectionHeading id="story-heading" eyebrow="Company Story" title="A family business that grew with India">
            <StoryParagraphs paragraphs={companyStory} />
          </SectionHeading>
          <ol className="relative space-y-6 border-l-2 border-accent/40 pl-8" aria-label="Milestones">
            {milestones.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-background bg-accent" aria-hidden="true" />
                <p className="font-display text-xl font-bold text-accent">{milestone.year}</p>
                <p className="mt-1 leading-relaxed text-muted-foreground">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="leaders-heading" className="bg-muted py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="leaders-heading" eyebrow="Leadership" title="The People Who Lead Us" align="center">
            <p>Engineers and metallurgists first, who know a good weld when they see one.</p>
          </SectionHeading>
          <LeaderProfiles />
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="relative overflow-hidden bg-steel py-16 text-steel-foreground sm:py-20">
        <div className="pointer-events-none absolute inset-0 opacity-25 [background:radial-gradient(circle_at_15%_20%,var(--color-accent),transparent_40%)]" aria-hidden="true" />
        <div className="container-page relative">
          <SectionHeading id="impact-heading" eyebrow="Our Impact" title="Proven Where It Matters" align="center" inverted />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {impactFigures.map((impact, index) => {
              const Icon = impactIcons[index];
              return (
                <li key={impact.figure} className="rounded-lg border border-white/10 bg-white/5 p-8 text-center">
                  <Icon className="mx-auto size-10 text-spark" aria-hidden="true" />
                  <p className="mt-5 font-display text-3xl font-bold text-white uppercase sm:text-4xl">{impact.figure}</p>
                  <p className="mt-3 leading-relaxed">{impact.text}</p>
                </li>
              );
            })}
          </ul>
          <div className="mt-12 flex flex-wrap justify-center gap-4">
            <CtaLink href="/browse-products" variant="hero">
              Browse Our Range
            </CtaLink>
            <CtaLink href="/contact" onDark arrow={false}>
              Contact Us
            </CtaLink>
          </div>
        </div>
      </section>
    </>
  );
}
