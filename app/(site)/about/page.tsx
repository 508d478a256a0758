import { CtaLink } from '@/components/company/cta-link';
import { Eye, Target } from 'lucide-react';
import { PageHero } from '@/components/common/page-hero';
import { SectionHeading, StoryParagraphs } from '@/components/company/section-heading';
import { IconCards } from '@/components/common/icon-cards';
import { coreValues, legacyStory, mission, vision } from '@/lib/company';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `Over 60 years of welding legacy: the mission, vision and values behind ${site.name}, maker of welding electrodes, wires, flux and equipment in India.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Over 60 Years of Welding Legacy"
        subtitle={`${site.name} makes the electrodes, wires, fluxes and machines that hold India's industry together.`}
      />

      <section aria-labelledby="legacy-heading" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.2fr_0.8fr] lg:items-center">
          <SectionHeading id="legacy-heading" eyebrow="Our Legacy" title="From a Howrah workshop to two modern plants">
            <StoryParagraphs paragraphs={legacyStory} />
          </SectionHeading>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/images/home/legacy.svg" alt="" width={560} height={420} className="w-full rounded-lg shadow-lg" />
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="bg-muted py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="mission-heading" eyebrow="Why We Exist" title="Our Mission" />
            <ol className="mt-8 space-y-5">
              {mission.map((point, index) => (
                <li key={point.title} className="flex gap-5 rounded-lg bg-card p-6 shadow-sm">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-accent font-display text-xl font-bold text-accent-foreground">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-primary">{point.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted-foreground">{point.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="flex flex-col">
            <SectionHeading id="vision-heading" eyebrow="Where We Are Going" title="Our Vision" />
            <div className="relative mt-8 flex flex-1 flex-col justify-center overflow-hidden rounded-lg bg-steel p-8 text-steel-foreground sm:p-10">
              <Eye className="absolute -top-4 -right-4 size-40 text-white/5" aria-hidden="true" />
              <Target className="size-10 text-spark" aria-hidden="true" />
              <p className="mt-5 font-display text-2xl leading-snug text-white sm:text-3xl">{vision}</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="values-heading" eyebrow="What We Stand For" title="Our Core Values" align="center">
            <p>Three words that guide every decision, from the raw material we buy to the advice we give.</p>
          </SectionHeading>
          <IconCards items={coreValues} className="mt-10" />
          <div className="mt-12 text-center">
            <CtaLink href="/learn-more" variant="industrial">
              Read Our Story
            </CtaLink>
          </div>
        </div>
      </section>
    </>
  );
}
