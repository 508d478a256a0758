import { OfficeLocations } from '@/components/company/office-locations';
import { JsonLd } from '@/components/common/json-ld';
import { EnquirySection } from '@/components/forms/enquiry-section';
import { CategoryGrid } from '@/components/home/category-grid';
import { HomeAbout } from '@/components/home/home-about';
import { HomeHero } from '@/components/home/home-hero';
import { HomeIntro } from '@/components/home/home-intro';
import { JoinNetwork } from '@/components/home/join-network';
import { NewsTeaser } from '@/components/home/news-teaser';
import { WhyChoose } from '@/components/home/why-choose';
import { listCategories } from '@/db/queries/catalogue';
import { listNewsTeaser } from '@/db/queries/news';
import { organizationJsonLd, websiteJsonLd } from '@/lib/company-jsonld';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

// The brand first: the layout's title template does not apply to a page of its own segment.
export const metadata = pageMetadata({
  title: `${site.name} – Welding Electrodes, Wires, Flux & Equipment`,
  description:
    'Precision Electrodes. High-Performance Wires. Reliable Welding Equipment. An Indian manufacturer with over 60 years of welding legacy, plants in Howrah and Bhiwandi.',
  path: '/',
});

// Sections in the order of spec §1; the floating contact menu comes from the layout.
export default async function HomePage() {
  const [categories, news] = await Promise.all([listCategories(), listNewsTeaser()]);
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <HomeHero />
      <HomeIntro />
      <HomeAbout />
      <CategoryGrid categories={categories} />
      <WhyChoose />
      <JoinNetwork />
      <EnquirySection />
      <NewsTeaser articles={news} />
      <OfficeLocations />
    </>
  );
}
