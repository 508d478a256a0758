import { PageHero } from '@/components/common/page-hero';
import { Button } from '@/components/ui/button';
import { BenefitCards } from '@/components/forms/benefit-cards';
import { CareerForm } from '@/components/forms/career-form';
import { FormPanel } from '@/components/forms/form-panel';
import { careerBenefits } from '@/content/join-network';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Careers',
  description: 'Grow with us: careers in production, quality, R&D, sales and more, with learning, innovative projects and a good culture.',
  path: '/careers',
});

export default function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Join Our Network"
        title="Careers"
        subtitle="Build your career where growth and learning are part of the job, projects push welding forward, and the culture is one you will want to stay in."
      >
        <Button asChild variant="hero" size="lg">
          <a href="#career-application">Apply Today</a>
        </Button>
      </PageHero>
      <BenefitCards heading="Why work with us" benefits={careerBenefits} />
      <div className="container-page pb-12 sm:pb-16">
        <FormPanel
          id="career-application"
          title="Apply Now"
          intro="Fields marked * are required. Tell us about yourself and attach your resume; our HR team reads every application."
          className="mx-auto max-w-4xl"
        >
          <CareerForm />
        </FormPanel>
      </div>
    </>
  );
}
